import { AUDIT_ACTIONS } from '@kg/shared/modules/platform/audit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard, PagedTable, useCall, usePagedList } from '../../../kit/index.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { type AuditEntry, AUDIT_ENDPOINTS as E, moduleLabel, tableLabel } from './audit-api.ts';
import { AuditChange } from './audit-change.tsx';
import { auditColumns } from './audit-columns.tsx';
import { VerifyButton } from './verify-button.tsx';

/**
 * The school's audit trail for the director: who changed which record when, searched by person,
 * record, module, action and days; a row opens the change side by side; the chain check says
 * whether the trail is intact and names the first broken entry.
 */
export default function SystemAuditPage() {
  const { t } = useTranslation();
  const list = usePagedList(E.search);
  const facets = useCall('options', E.facets, {});

  const fields = useMemo(
    (): SearchField[] => [
      { key: 'person', label: t('audit.fields.actor'), component: 'input', maxLength: 20 },
      {
        key: 'table',
        label: t('audit.fields.table'),
        component: 'select',
        options: (facets.data?.tables ?? []).map((x) => ({ value: x, label: tableLabel(t, x) })),
      },
      { key: 'recordId', label: t('audit.fields.recordId'), component: 'input', maxLength: 40 },
      {
        key: 'module',
        label: t('audit.fields.module'),
        component: 'select',
        options: (facets.data?.modules ?? []).map((x) => ({ value: x, label: moduleLabel(t, x) })),
      },
      {
        key: 'action',
        label: t('audit.fields.action'),
        component: 'select',
        options: AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`audit.actions.${a}`) })),
      },
      { key: 'startDate', endKey: 'endDate', label: t('audit.fields.dates'), component: 'date' },
    ],
    [t, facets.data],
  );

  return (
    <PageCard title={t('audit.title')} testId="system-audit" extra={<VerifyButton />}>
      <SearchForm fields={fields} onSearch={(v) => list.setFilters(v)} loading={list.loading} />
      <PagedTable<AuditEntry>
        list={list}
        columns={auditColumns(t)}
        testId="system-audit-table"
        expandable={{ expandedRowRender: (r) => <AuditChange entry={r} />, expandRowByClick: true }}
      />
    </PageCard>
  );
}
