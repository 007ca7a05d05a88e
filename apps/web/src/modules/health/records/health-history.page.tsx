import { Button, Space, type TableColumnsType, Tabs, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton, PageCard, PagedTable, useAfterSave, useCall } from '../../../kit/index.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { useChildColumns } from './child-columns.ts';
import { ConditionCatalogue } from './condition-catalogue.tsx';
import { CountChart } from './count-chart.tsx';
import { HistoryDialog } from './history-dialog.tsx';
import { topBars } from './record-values.ts';
import { CATALOGUE, H, HISTORY, type HistoryChild, useClassOptions, useMayEdit, useShownName } from './records-api.ts';
import { useRecordLists } from './use-record-lists.ts';

type Tab = 'with' | 'without' | 'catalogue';
type Editing = Pick<HistoryChild, 'studentId' | 'name' | 'histories'>;
type Bare = { studentId: number; name: string; clazzName: string | null; gender: number };

/** Children's medical history: who has which condition (chart drills into the list), who has none, editing, the workbook, the catalogue. */
export default function HealthHistoryPage() {
  const { t } = useTranslation();
  const shown = useShownName();
  const afterSave = useAfterSave();
  const mayEdit = useMayEdit(H.history);
  const classes = useClassOptions();
  const catalogue = useCall('options', CATALOGUE.list, {});
  const conditions = catalogue.data ?? [];
  const [tab, setTab] = useState<Tab>('with');
  const { filters, withList, withoutList, search } = useRecordLists(HISTORY.getList, HISTORY.notHasMedicalHistoryStudents);
  const counts = useCall('list', HISTORY.systemHasMedicalHistoryList, { clazzId: (filters.clazzId as number) || undefined });
  const [editing, setEditing] = useState<Editing | null>(null);

  const fields = useMemo((): SearchField[] => {
    const f: SearchField[] = [];
    if (classes.length) f.push({ key: 'clazzId', label: t('healthChecks.fields.clazz'), component: 'select', options: classes });
    f.push({ key: 'name', label: t('healthChecks.fields.name'), component: 'input', maxLength: 20 });
    if (tab === 'with') {
      f.push({
        key: 'metadataId',
        label: t('healthChecks.fields.condition'),
        component: 'select',
        options: conditions.map((c) => ({ value: c.id, label: shown(c) })),
      });
      f.push({
        key: 'status',
        label: t('healthChecks.fields.status'),
        component: 'select',
        options: [1, 2].map((s) => ({ value: s, label: t(`healthChecks.statuses.${s}`) })),
      });
    }
    return f;
  }, [t, classes, conditions, tab]);

  const bars = topBars(counts.data ?? [], 10, shown, t('healthChecks.kinds.other'));
  const base = useChildColumns<Bare>();
  const edit = (r: Editing) => (
    <Button type="link" size="small" onClick={() => setEditing(r)} data-testid="edit">
      {t(r.histories.length ? 'healthChecks.edit' : 'healthChecks.addRecord')}
    </Button>
  );
  const withColumns: TableColumnsType<HistoryChild> = [
    ...(base as TableColumnsType<HistoryChild>),
    {
      key: 'histories',
      title: t('healthChecks.fields.histories'),
      render: (_, r) => (
        <Space size={[4, 4]} wrap>
          {r.histories.map((h) => (
            <Tag key={h.metadataId} color={h.status === 1 ? 'volcano' : 'default'} title={h.note ?? undefined}>
              {shown(h)} · {t(`healthChecks.statuses.${h.status}`)}
              {h.since ? ` · ${h.since}` : ''}
            </Tag>
          ))}
        </Space>
      ),
    },
    ...(mayEdit ? [{ key: 'actions', title: t('kit.actions.operation'), render: (_: unknown, r: HistoryChild) => edit(r) }] : []),
  ];
  const withoutColumns: TableColumnsType<Bare> = [
    ...base,
    ...(mayEdit
      ? [{ key: 'actions', title: t('kit.actions.operation'), render: (_: unknown, r: Bare) => edit({ ...r, histories: [] }) }]
      : []),
  ];

  return (
    <PageCard
      title={t('healthChecks.historyTitle')}
      testId="health-history"
      extra={mayEdit && tab === 'with' && <ExportButton url={HISTORY.exportMedicalHistoryStuList.path} filters={withList.filters} />}
    >
      <div data-testid="history-chart" style={{ marginBottom: 16 }}>
        <Typography.Text>{t('healthChecks.historySummary')}</Typography.Text>
        <CountChart
          bars={bars}
          label={t('healthChecks.historySummary')}
          onPick={(row) => {
            setTab('with');
            search({ ...filters, metadataId: row.id });
          }}
        />
      </div>
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as Tab)}
        items={[
          { key: 'with', label: t('healthChecks.tabs.withHistory') },
          { key: 'without', label: t('healthChecks.tabs.withoutHistory') },
          { key: 'catalogue', label: t('healthChecks.tabs.catalogue') },
        ]}
      />
      {tab === 'catalogue' ? (
        <ConditionCatalogue conditions={conditions} loading={catalogue.isFetching} mayEdit={mayEdit} />
      ) : (
        <>
          <SearchForm fields={fields} initialData={filters} onSearch={search} loading={withList.loading || withoutList.loading} />
          {tab === 'with' ? (
            <PagedTable<HistoryChild> list={withList} columns={withColumns} rowKey="studentId" testId="health-history-table" />
          ) : (
            <PagedTable<Bare> list={withoutList} columns={withoutColumns} rowKey="studentId" testId="health-history-without-table" />
          )}
        </>
      )}
      {editing && (
        <HistoryDialog
          child={editing}
          conditions={conditions}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void afterSave({ text: t('healthChecks.saved') });
          }}
        />
      )}
    </PageCard>
  );
}
