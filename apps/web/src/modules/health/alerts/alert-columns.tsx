import type { TableColumnsType } from 'antd';
import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { dateTime } from '../../../kit/index.ts';
import { type AlertRow, alertSubject, dayRange } from './alerts-api.ts';

const STATE_COLORS = { open: 'red', acknowledged: 'orange', closed: 'default' } as const;

export const StateTag = ({ t, state }: { t: TFunction; state: AlertRow['state'] }) => (
  <Tag color={STATE_COLORS[state]} data-testid={`alert-state-${state}`}>
    {t(`healthAlerts.states.${state}`)}
  </Tag>
);

/** The columns every alert list shares (the school's, the group's, the authority's), with each row's actions last. */
export function alertColumns<T extends AlertRow>(
  t: TFunction,
  onOpen?: (r: T) => void,
  actions?: (r: T) => ReactNode,
): TableColumnsType<T> {
  const columns: TableColumnsType<T> = [
    { key: 'state', title: t('healthAlerts.fields.state'), render: (_, r) => <StateTag t={t} state={r.state} /> },
    {
      key: 'subject',
      title: t('healthAlerts.fields.scope'),
      // the subject opens the alert: on a phone there is no room for an actions column
      render: (_, r) =>
        onOpen ? (
          <Typography.Link data-testid="alert-open" onClick={() => onOpen(r)}>
            {alertSubject(t, r)}
          </Typography.Link>
        ) : (
          alertSubject(t, r)
        ),
    },
    { key: 'kind', title: t('healthAlerts.fields.kind'), render: (_, r) => t(`healthAlerts.kinds.${r.kind}`), responsive: ['md'] },
    { key: 'childCount', title: t('healthAlerts.fields.children'), dataIndex: 'childCount' },
    { key: 'days', title: t('healthAlerts.fields.days'), render: (_, r) => dayRange(r), responsive: ['sm'] },
    { key: 'raisedAt', title: t('healthAlerts.fields.raisedAt'), render: (_, r) => dateTime(r.raisedAt, 'minute'), responsive: ['lg'] },
    {
      key: 'handled',
      title: t('healthAlerts.fields.handled'),
      responsive: ['lg'],
      ellipsis: true,
      render: (_, r) =>
        r.closedAt
          ? `${t('healthAlerts.closedBy', { name: r.closedBy ?? '', at: dateTime(r.closedAt, 'minute') })}: ${r.closeNote ?? ''}`
          : r.acknowledgedAt
            ? t('healthAlerts.ackBy', { name: r.acknowledgedBy ?? '', at: dateTime(r.acknowledgedAt, 'minute') })
            : '',
    },
  ];
  if (actions) columns.push({ key: 'actions', title: t('kit.actions.operation'), render: (_, r) => actions(r) });
  return columns;
}
