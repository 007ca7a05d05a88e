import { ALERT_STATES } from '@kg/shared/modules/health/alerts/alerts';
import { HEALTH_CODES as H } from '@kg/shared/modules/health/codes';
import { Button, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageCard, PagedTable, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { studentMonthPath } from '../records-views/records-api.ts';
import { AlertActions } from './alert-actions.tsx';
import { alertColumns } from './alert-columns.tsx';
import { AlertDetailDrawer, type Child } from './alert-detail-drawer.tsx';
import { AlertRulesDialog } from './alert-rules-dialog.tsx';
import { type AlertRow, ALERT_ENDPOINTS as E } from './alerts-api.ts';

/**
 * The school's outbreak alerts, open ones first: a row opens the children behind it, where a
 * manager acknowledges or closes it; the rules say when an alert is raised. A bell's link
 * (?id=) opens that alert at once. Whoever reads the checks opens a child's month of checks
 * from there (the month the child first counted).
 */
export default function HealthAlertsPage() {
  const { t } = useTranslation();
  const canManage = usePermission([H.alertManage]);
  const canInspect = usePermission([H.inspect]);
  const childLink = canInspect ? (c: Child) => studentMonthPath(c.studentId, c.firstDay.slice(0, 7)) : undefined;
  const [params] = useSearchParams();
  const [openId, setOpenId] = useState<number | null>(Number(params.get('id')) || null);
  const [rules, setRules] = useState(false);
  const [state, setState] = useState<string>('');
  const list = usePagedList(E.list);
  const columns = alertColumns<AlertRow>(
    t,
    (r) => setOpenId(r.id),
    (r) => <AlertActions t={t} row={r} manage={canManage} onOpen={() => setOpenId(r.id)} onChanged={list.reload} />,
  );
  return (
    <PageCard
      title={t('healthAlerts.title')}
      testId="health-alerts"
      extra={
        <Button data-testid="alert-rules" onClick={() => setRules(true)}>
          {t('healthAlerts.actions.rules')}
        </Button>
      }
    >
      <Segmented
        style={{ marginBottom: 12 }}
        value={state}
        data-testid="alert-state-filter"
        options={[
          { value: '', label: t('healthAlerts.allStates') },
          ...ALERT_STATES.map((s) => ({ value: s, label: t(`healthAlerts.states.${s}`) })),
        ]}
        onChange={(v) => {
          setState(String(v));
          list.setFilters(v ? { state: v } : {});
        }}
      />
      <PagedTable<AlertRow> list={list} columns={columns} testId="health-alerts-table" rowKey="id" />
      {openId !== null && (
        <AlertDetailDrawer
          id={openId}
          canManage={canManage}
          childLink={childLink}
          onClose={() => setOpenId(null)}
          onChanged={list.reload}
        />
      )}
      {rules && <AlertRulesDialog editable={canManage} onClose={() => setRules(false)} />}
    </PageCard>
  );
}
