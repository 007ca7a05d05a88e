import { Button, Space, type TableColumnsType, Tabs, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton, PageCard, PagedTable, useAfterSave, useCall } from '../../../kit/index.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { AllergenCatalogue } from './allergen-catalogue.tsx';
import { AllergyChart } from './allergy-chart.tsx';
import { AllergyDialog } from './allergy-dialog.tsx';
import { type ChildCells, useChildColumns } from './child-columns.ts';
import { ALLERGY, type AllergyChild, H, useClassOptions, useMayEdit } from './records-api.ts';
import { useRecordLists } from './use-record-lists.ts';

const SEVERITY_COLOR: Record<number, string> = { 1: 'gold', 2: 'orange', 3: 'red' };
type Editing = Pick<AllergyChild, 'studentId' | 'name' | 'allergies'>;

/** Children's allergies: who has which (a chart by allergen drills into the list), who has none, editing a child's list, the workbook. */
export default function HealthAllergyPage() {
  const { t, i18n } = useTranslation();
  const afterSave = useAfterSave();
  const mayEdit = useMayEdit(H.allergy);
  const classes = useClassOptions();
  const catalogue = useCall('options', ALLERGY.getSourceList, {});
  const allergens = catalogue.data?.allergens ?? [];
  const [tab, setTab] = useState<'with' | 'without'>('with');
  const { filters, withList, withoutList, search } = useRecordLists(ALLERGY.getList, ALLERGY.notHasAllergyStudents);
  const counts = useCall('list', ALLERGY.listAllergyByType, { clazzId: (filters.clazzId as number) || undefined });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [catalogueOpen, setCatalogueOpen] = useState(false);
  const en = i18n.language.startsWith('en');

  const fields = useMemo((): SearchField[] => {
    const f: SearchField[] = [];
    if (classes.length) f.push({ key: 'clazzId', label: t('healthChecks.fields.clazz'), component: 'select', options: classes });
    f.push({ key: 'name', label: t('healthChecks.fields.name'), component: 'input', maxLength: 20 });
    if (tab === 'with') {
      f.push({
        key: 'kind',
        label: t('healthChecks.fields.kind'),
        component: 'select',
        options: (['food', 'drug', 'environment', 'other'] as const).map((k) => ({ value: k, label: t(`healthChecks.kinds.${k}`) })),
      });
      f.push({
        key: 'allergenId',
        label: t('healthChecks.fields.allergen'),
        component: 'select',
        options: allergens.map((a) => ({ value: a.id, label: en ? (a.nameEn ?? a.name) : a.name })),
      });
    }
    return f;
  }, [t, classes, allergens, tab, en]);

  const child = useChildColumns<ChildCells>();
  const edit = (r: Editing) => (
    <Button type="link" size="small" onClick={() => setEditing(r)} data-testid="edit">
      {t(r.allergies.length ? 'healthChecks.edit' : 'healthChecks.addRecord')}
    </Button>
  );
  const withColumns: TableColumnsType<AllergyChild> = [
    ...(child as TableColumnsType<AllergyChild>),
    {
      key: 'allergies',
      title: t('healthChecks.fields.allergies'),
      render: (_, r) => (
        <Space size={[4, 4]} wrap>
          {r.allergies.map((a) => (
            <Tag key={a.allergenId} color={SEVERITY_COLOR[a.severity]} title={a.reaction ?? undefined}>
              {en ? (a.allergenNameEn ?? a.allergenName) : a.allergenName} · {t(`healthChecks.severities.${a.severity}`)}
            </Tag>
          ))}
        </Space>
      ),
    },
    ...(mayEdit ? [{ key: 'actions', title: t('kit.actions.operation'), render: (_: unknown, r: AllergyChild) => edit(r) }] : []),
  ];
  type Bare = { studentId: number; name: string; clazzName: string | null; gender: number };
  const withoutColumns: TableColumnsType<Bare> = [
    ...(child as TableColumnsType<Bare>),
    ...(mayEdit
      ? [{ key: 'actions', title: t('kit.actions.operation'), render: (_: unknown, r: Bare) => edit({ ...r, allergies: [] }) }]
      : []),
  ];

  return (
    <PageCard
      title={t('healthChecks.allergyTitle')}
      testId="health-allergy"
      extra={[
        <Button key="catalogue" onClick={() => setCatalogueOpen(true)} data-testid="allergen-catalogue">
          {t('healthChecks.allergens.title')}
        </Button>,
        mayEdit && tab === 'with' && <ExportButton key="export" url={ALLERGY.exportAllergyStudents.path} filters={withList.filters} />,
      ]}
    >
      <AllergyChart
        counts={counts.data}
        onPick={(allergenId) => {
          setTab('with');
          search({ ...filters, allergenId });
        }}
      />
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as 'with' | 'without')}
        items={[
          { key: 'with', label: t('healthChecks.tabs.withAllergy') },
          { key: 'without', label: t('healthChecks.tabs.withoutAllergy') },
        ]}
      />
      <SearchForm fields={fields} initialData={filters} onSearch={search} loading={withList.loading || withoutList.loading} />
      {tab === 'with' ? (
        <PagedTable<AllergyChild> list={withList} columns={withColumns} rowKey="studentId" testId="health-allergy-table" />
      ) : (
        <PagedTable<Bare> list={withoutList} columns={withoutColumns} rowKey="studentId" testId="health-allergy-without-table" />
      )}
      {catalogueOpen && <AllergenCatalogue allergens={allergens} mayEdit={mayEdit} onClose={() => setCatalogueOpen(false)} />}
      {editing && (
        <AllergyDialog
          child={editing}
          allergens={allergens}
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
