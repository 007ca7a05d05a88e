import { ALERT_STATES } from '@kg/shared/modules/health/alerts';
import { Grid, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard, PagedTable, usePagedList } from '../../../kit/index.ts';
import { alertColumns } from './alert-columns.tsx';
import { alertSubject, type ALERT_ENDPOINTS as E, type ReachRow } from './alerts-api.ts';

/** A group's or an authority's alerts across the schools it reaches: read-only, the school named on each. */
export function ReachAlerts({
  endpoint,
  title,
  testId,
}: {
  endpoint: typeof E.groupList | typeof E.authorityList;
  title: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<string>('');
  const list = usePagedList(endpoint);
  const narrow = Grid.useBreakpoint().sm === false;
  // on a phone the school and what the alert is about share one cell: no room for both columns
  const shared = alertColumns<ReachRow>(t).map((c) => (c.key === 'subject' ? { ...c, responsive: ['sm' as const] } : c));
  const columns = [
    {
      key: 'schoolName',
      title: t('healthAlerts.fields.school'),
      render: (_: unknown, r: ReachRow) => (
        <>
          {r.schoolName}
          {narrow && (
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              {alertSubject(t, r)}
            </Typography.Text>
          )}
        </>
      ),
    },
    ...shared,
  ];
  return (
    <PageCard title={title} testId={testId}>
      <Segmented
        style={{ marginBottom: 12 }}
        value={state}
        options={[
          { value: '', label: t('healthAlerts.allStates') },
          ...ALERT_STATES.map((s) => ({ value: s, label: t(`healthAlerts.states.${s}`) })),
        ]}
        onChange={(v) => {
          setState(String(v));
          list.setFilters(v ? { state: v } : {});
        }}
      />
      <PagedTable<ReachRow> list={list} columns={columns} testId={`${testId}-table`} rowKey="id" />
    </PageCard>
  );
}
