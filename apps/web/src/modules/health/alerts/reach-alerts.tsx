import { ALERT_STATES } from '@kg/shared/modules/health/alerts/alerts';
import { Grid, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageCard, PagedTable, usePagedList } from '../../../kit/index.ts';
import { AlertActions } from './alert-actions.tsx';
import { alertColumns } from './alert-columns.tsx';
import { AlertDetailDrawer } from './alert-detail-drawer.tsx';
import { alertSubject, type ALERT_ENDPOINTS as E, type ReachRow } from './alerts-api.ts';

type Opened = { schoolId: number; id: number };

/** The alert a bell's link (?schoolId=&id=) names, opened at once. */
function linked(params: URLSearchParams): Opened | null {
  const schoolId = Number(params.get('schoolId'));
  const id = Number(params.get('id'));
  return schoolId > 0 && id > 0 ? { schoolId, id } : null;
}

/**
 * A group's or an authority's alerts across the schools it reaches, the school named on each:
 * an alert opens the school's drill-down (children, masked, and their days), read-only.
 */
export function ReachAlerts({
  endpoint,
  detail,
  title,
  testId,
}: {
  endpoint: typeof E.groupList | typeof E.authorityList;
  detail: typeof E.groupDetail | typeof E.authorityDetail;
  title: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [state, setState] = useState<string>('');
  const [opened, setOpened] = useState<Opened | null>(() => linked(params));
  const list = usePagedList(endpoint);
  const narrow = Grid.useBreakpoint().sm === false;
  const open = (r: ReachRow) => setOpened({ schoolId: r.schoolId, id: r.id });
  const subject = (r: ReachRow) => (
    <Typography.Link data-testid="alert-open" onClick={() => open(r)} style={{ display: 'block' }}>
      {alertSubject(t, r)}
    </Typography.Link>
  );
  // on a phone the school and what the alert is about share one cell: no room for both columns
  // a group or an authority reads a school's alert: the server gives it no acknowledge or close
  const shared = alertColumns<ReachRow>(t, open, (r) => <AlertActions t={t} row={r} manage={false} onOpen={() => open(r)} />).map((c) =>
    c.key === 'subject' ? { ...c, responsive: ['sm' as const] } : c,
  );
  const columns = [
    {
      key: 'schoolName',
      title: t('healthAlerts.fields.school'),
      render: (_: unknown, r: ReachRow) => (
        <>
          {r.schoolName}
          {narrow && subject(r)}
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
      <PagedTable<ReachRow> list={list} columns={columns} testId={`${testId}-table`} rowKey={(r) => `${r.schoolId}-${r.id}`} />
      {opened && (
        <AlertDetailDrawer
          key={`${opened.schoolId}-${opened.id}`}
          id={opened.id}
          reach={{ endpoint: detail, schoolId: opened.schoolId }}
          onClose={() => setOpened(null)}
        />
      )}
    </PageCard>
  );
}
