import { STATUS_FILTERS } from '@kg/shared/modules/health/growth/growth-schemas';
import { Button, Drawer, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton, PagedTable, useCall, usePagedList } from '../../../kit/index.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { ageParts, type EvaluateRow, NUTRITION, STATUS_COLOR } from './growth-api.ts';

type Figures = Pick<EvaluateRow, 'waz' | 'haz' | 'whz' | 'baz' | 'statuses' | 'heightCm' | 'weightKg' | 'ageDays'>;

/** z-score, weight and height columns shared by the list and a child's history. */
export function useFigureColumns<R extends Figures>(): TableColumnsType<R> {
  const { t } = useTranslation();
  const z = (k: 'waz' | 'haz' | 'whz' | 'baz') => ({
    key: k,
    title: k.toUpperCase(),
    align: 'right' as const,
    render: (_: unknown, r: R) => (r[k] === null ? '—' : r[k]!.toFixed(2)),
  });
  return [
    { key: 'age', title: t('healthGrowth.age'), render: (_, r) => t('healthGrowth.ageValue', ageParts(r.ageDays)) },
    { key: 'h', title: t('healthGrowth.height'), align: 'right', render: (_, r) => r.heightCm ?? '—' },
    { key: 'w', title: t('healthGrowth.weight'), align: 'right', render: (_, r) => r.weightKg ?? '—' },
    z('waz'),
    z('haz'),
    z('whz'),
    z('baz'),
    {
      key: 'statuses',
      title: t('healthGrowth.status'),
      render: (_, r) => {
        const assessed = [r.waz, r.haz, r.whz, r.baz].some((v) => v !== null);
        const shown = r.statuses.length ? r.statuses : assessed ? ['normal'] : [];
        if (!shown.length) return t('healthGrowth.notAssessed');
        return (
          <Space size={[4, 4]} wrap>
            {shown.map((s) => (
              <Tag key={s} color={STATUS_COLOR[s]}>
                {t(`healthGrowth.statuses.${s}`)}
              </Tag>
            ))}
          </Space>
        );
      },
    },
  ];
}

/** A plan's measured children with their status, filtered by class and status; a child's history in a drawer. */
export function EvaluateTab({ planId, classes }: { planId: number; classes: { value: number; label: string }[] }) {
  const { t } = useTranslation();
  const list = usePagedList(NUTRITION.evaluate, { planId });
  const { setFilters, filters } = list;
  useEffect(() => setFilters({ ...filters, planId }), [planId]); // eslint-disable-line react-hooks/exhaustive-deps
  const [child, setChild] = useState<EvaluateRow | null>(null);
  const figures = useFigureColumns<EvaluateRow>();
  const fields = useMemo(
    (): SearchField[] => [
      { key: 'clazzId', label: t('healthGrowth.clazz'), component: 'select', options: classes },
      {
        key: 'status',
        label: t('healthGrowth.status'),
        component: 'select',
        options: STATUS_FILTERS.map((s) => ({ value: s, label: t(`healthGrowth.statuses.${s}`) })),
      },
    ],
    [t, classes],
  );
  const columns: TableColumnsType<EvaluateRow> = [
    { key: 'clazz', title: t('healthGrowth.clazz'), dataIndex: 'clazzName' },
    {
      key: 'name',
      title: t('healthGrowth.name'),
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setChild(r)} data-testid="child-history">
          {r.name}
        </Button>
      ),
    },
    { key: 'sex', title: t('healthGrowth.sex'), render: (_, r) => t(`healthGrowth.sexes.${r.sex}`) },
    { key: 'measuredOn', title: t('healthGrowth.measuredOn'), dataIndex: 'measuredOn' },
    ...figures,
  ];
  const exportFilters = { planId, clazzId: filters.clazzId, status: filters.status };
  return (
    <>
      <SearchForm fields={fields} initialData={filters} onSearch={(f) => setFilters({ ...f, planId })} loading={list.loading} />
      <Space wrap style={{ marginBottom: 12 }}>
        <ExportButton url={NUTRITION.stateEvaluation.path} filters={exportFilters} />
        <ExportButton
          url={NUTRITION.classExport.path}
          filters={{ planId, clazzId: filters.clazzId }}
          label={t('healthGrowth.exportClasses')}
        />
      </Space>
      <PagedTable<EvaluateRow> list={list} columns={columns} rowKey="studentId" testId="health-nutrition-table" />
      {child && <ChildHistory child={child} onClose={() => setChild(null)} />}
    </>
  );
}

function ChildHistory({ child, onClose }: { child: EvaluateRow; onClose: () => void }) {
  const { t } = useTranslation();
  const q = useCall('detail', NUTRITION.childExams, { studentId: child.studentId });
  type Exam = NonNullable<typeof q.data>[number];
  const figures = useFigureColumns<Exam>();
  return (
    <Drawer open width={Math.min(960, window.innerWidth)} title={t('healthGrowth.historyOf', { name: child.name })} onClose={onClose}>
      <Table<Exam>
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        loading={q.isFetching}
        rowKey="planId"
        dataSource={q.data ?? []}
        columns={[
          { key: 'plan', title: t('healthGrowth.plan'), dataIndex: 'planName' },
          { key: 'measuredOn', title: t('healthGrowth.measuredOn'), dataIndex: 'measuredOn' },
          ...figures,
        ]}
      />
    </Drawer>
  );
}
