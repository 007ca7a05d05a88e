import { GROWTH_STATUSES } from '@kg/shared/modules/health/growth/growth-vocab';
import { Button, Empty, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton, PageCard, PagedTable, usePagedList } from '../../../kit/index.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { ReferenceNotice } from '../../platform/index.ts';
import { GrowthCurveDrawer } from './growth-curve-drawer.tsx';
import { ageParts, numText, StatusTags, zText } from './growth-format.tsx';
import { type GrowthRow, GS, usePlans } from './growth-stats-api.ts';

/** /health/fitness/hight-and-weight: a plan's children (the latest plan by default) with their figures; a child opens its growth curves. */
export default function HealthGrowthPage() {
  const { t } = useTranslation();
  const { plans } = usePlans();
  const list = usePagedList(GS.students);
  const [open, setOpen] = useState<GrowthRow | null>(null);
  const planId = (list.filters.planId as number | undefined) ?? plans[0]?.id;
  const plan = plans.find((p) => p.id === planId);

  const fields = useMemo(
    (): SearchField[] => [
      {
        key: 'planId',
        label: t('healthGrowthStats.fields.plan'),
        component: 'select',
        // no plan chosen lists the latest: the picker says which
        placeholder: plans[0]?.name,
        options: plans.map((p) => ({ value: p.id, label: p.name })),
      },
      {
        key: 'clazzId',
        label: t('healthGrowthStats.fields.clazz'),
        component: 'select',
        options: (plan?.classes ?? []).map((c) => ({ value: c.id, label: c.name })),
      },
      {
        key: 'status',
        label: t('healthGrowthStats.fields.status'),
        component: 'select',
        options: GROWTH_STATUSES.map((s) => ({ value: s, label: t(`healthGrowthStats.statuses.${s}`) })),
      },
      { key: 'name', label: t('healthGrowthStats.fields.name'), component: 'input', maxLength: 20 },
    ],
    [t, plans, plan],
  );
  const columns: TableColumnsType<GrowthRow> = [
    { key: 'name', title: t('healthGrowthStats.fields.name'), dataIndex: 'name', fixed: 'left' },
    { key: 'clazz', title: t('healthGrowthStats.fields.clazz'), render: (_, r) => r.clazzName ?? '–' },
    {
      key: 'gender',
      title: t('healthGrowthStats.fields.gender'),
      render: (_, r) => t(`healthGrowthStats.genders.${r.gender}`),
      responsive: ['md'],
    },
    {
      key: 'age',
      title: t('healthGrowthStats.fields.age'),
      render: (_, r) => t('healthGrowthStats.ageText', ageParts(r.ageDays)),
      responsive: ['md'],
    },
    { key: 'height', title: t('healthGrowthStats.fields.height'), render: (_, r) => numText(r.heightCm) },
    { key: 'weight', title: t('healthGrowthStats.fields.weight'), render: (_, r) => numText(r.weightKg, 2) },
    { key: 'bmi', title: t('healthGrowthStats.fields.bmi'), render: (_, r) => numText(r.bmi), responsive: ['lg'] },
    { key: 'haz', title: t('healthGrowthStats.fields.haz'), render: (_, r) => zText(r.haz), responsive: ['lg'] },
    { key: 'waz', title: t('healthGrowthStats.fields.waz'), render: (_, r) => zText(r.waz), responsive: ['lg'] },
    { key: 'whz', title: t('healthGrowthStats.fields.whz'), render: (_, r) => zText(r.whz), responsive: ['xl'] },
    { key: 'baz', title: t('healthGrowthStats.fields.baz'), render: (_, r) => zText(r.baz), responsive: ['xl'] },
    { key: 'status', title: t('healthGrowthStats.fields.status'), render: (_, r) => <StatusTags of={r} /> },
    {
      key: 'actions',
      title: t('kit.actions.operation'),
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setOpen(r)} data-testid="growth-curve">
          {t('healthGrowthStats.actions.curve')}
        </Button>
      ),
    },
  ];

  return (
    <PageCard
      title={t('healthGrowthStats.growthTitle')}
      testId="health-growth"
      extra={<ExportButton url={GS.studentsExport.path} filters={list.filters} />}
    >
      <ReferenceNotice dataset="growth" />
      <SearchForm fields={fields} initialData={list.filters} onSearch={list.setFilters} loading={list.loading} />
      {plans.length === 0 && !list.loading ? (
        <Empty description={t('healthGrowthStats.noPlan')} />
      ) : (
        <PagedTable<GrowthRow> list={list} columns={columns} rowKey="studentId" testId="health-growth-table" />
      )}
      {open && <GrowthCurveDrawer studentId={open.studentId} name={open.name} onClose={() => setOpen(null)} />}
    </PageCard>
  );
}
