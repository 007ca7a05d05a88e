import { GROWTH_STATUSES } from '@kg/shared/modules/health/growth/growth-vocab';
import { Select, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../kit/index.ts';
import { NUTRITION, type Prevalence, rateOf } from './growth-api.ts';
import { PrevalenceChart } from './prevalence-chart.tsx';

type ClassRow = { clazzId: number; clazzName: string | null; plan: Prevalence; compare: Prevalence | null };

/** The change of a rate in points, signed: a rise of a status is worse news, shown red. */
function Change({ before, after }: { before: number; after: number }) {
  const d = Math.round((after - before) * 10) / 10;
  const type = d > 0 ? 'danger' : d < 0 ? 'success' : undefined;
  return <Typography.Text type={type}>{`${before}% → ${after}% (${d > 0 ? '+' : ''}${d})`}</Typography.Text>;
}

/** Two plans side by side: prevalence bars before and after, and per class the change of each status. */
export function CompareTab({ planId, plans }: { planId: number; plans: { id: number; name: string }[] }) {
  const { t } = useTranslation();
  const [comparePlanId, setCompare] = useState<number | undefined>();
  const q = useCall('list', NUTRITION.compare, { planId, comparePlanId });
  const d = q.data;
  const columns: TableColumnsType<ClassRow> = [
    { key: 'clazz', title: t('healthGrowth.clazz'), dataIndex: 'clazzName', fixed: 'left' },
    ...GROWTH_STATUSES.map((s) => ({
      key: s,
      title: t(`healthGrowth.statuses.${s}`),
      render: (_: unknown, r: ClassRow) => <Change before={rateOf(r.compare, s)} after={rateOf(r.plan, s)} />,
    })),
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select
        allowClear
        placeholder={t('healthGrowth.comparePlan')}
        style={{ minWidth: 220 }}
        value={comparePlanId ?? d?.compare?.planId}
        onChange={(v) => setCompare(v ?? undefined)}
        options={plans.filter((p) => p.id !== planId).map((p) => ({ value: p.id, label: p.name }))}
        data-testid="compare-plan"
      />
      {d && !d.compare && <Typography.Text type="secondary">{t('healthGrowth.noCompare')}</Typography.Text>}
      {d && (
        <PrevalenceChart
          series={[
            ...(d.compare ? [{ name: `${t('healthGrowth.before')}: ${d.compare.planName}`, data: d.compare }] : []),
            { name: `${t('healthGrowth.after')}: ${d.plan.planName}`, data: d.plan },
          ]}
        />
      )}
      {d?.compare && (
        <Table<ClassRow>
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          rowKey="clazzId"
          loading={q.isFetching}
          dataSource={[{ clazzId: 0, clazzName: t('healthGrowth.overall'), plan: d.plan, compare: d.compare }, ...d.classes]}
          columns={columns}
          data-testid="health-nutrition-compare-table"
        />
      )}
    </Space>
  );
}
