import type { StatGrouping } from '@kg/shared/modules/health/growth-stats/growth-stat-schemas';
import { Z_BANDS } from '@kg/shared/modules/health/growth-stats/growth-stat-schemas';
import { Empty, Segmented, Select, Space, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart, ExportButton, PageCard, useCall } from '../../../kit/index.ts';
import { ReferenceNotice } from '../../platform/index.ts';
import { numText, zText } from './growth-format.tsx';
import { GS, type StatGroupRow, usePlans } from './growth-stats-api.ts';
import { zBandOption } from './stat-chart.ts';

type Measure = 'height' | 'weight';

/** The height or weight statistics of a plan: pick the plan and the grouping; a table and the z distribution chart. */
export function StatView({ measure, title }: { measure: Measure; title: string }) {
  const { t } = useTranslation();
  const { plans, loading } = usePlans();
  const [picked, setPicked] = useState<number | undefined>();
  const [groupBy, setGroupBy] = useState<StatGrouping>('class');
  const planId = picked ?? plans[0]?.id;
  const endpoint = measure === 'height' ? GS.height : GS.weight;
  const input = { planId: planId ?? 0, groupBy };
  const stats = useCall('list', endpoint, input, { enabled: !!planId });
  const nameOf = (g: StatGroupRow) =>
    g.key === 'total' ? t('healthGrowthStats.total') : groupBy === 'age' ? t(`healthGrowthStats.ageBands.${g.key}`) : (g.name ?? g.key);
  const groups = stats.data?.groups ?? [];
  const option = useMemo(() => zBandOption(groups, nameOf, (b) => t(`healthGrowthStats.zBands.${b}`)), [groups, t, groupBy]);
  const unit = measure === 'height' ? 'cm' : 'kg';
  const columns: TableColumnsType<StatGroupRow> = [
    { key: 'group', title: t('healthGrowthStats.fields.group'), render: (_, g) => nameOf(g), fixed: 'left' },
    { key: 'count', title: t('healthGrowthStats.fields.count'), dataIndex: 'count' },
    ...(['mean', 'sd', 'median', 'min', 'max'] as const).map((k) => ({
      key: k,
      title: `${t(`healthGrowthStats.fields.${k}`)} (${unit})`,
      render: (_: unknown, g: StatGroupRow) => numText(g[k], 2),
    })),
    { key: 'zMean', title: t('healthGrowthStats.fields.zMean'), render: (_, g) => zText(g.zMean) },
    ...Z_BANDS.map((b) => ({
      key: b,
      title: `z ${t(`healthGrowthStats.zBands.${b}`)}`,
      render: (_: unknown, g: StatGroupRow) => g.bands[b],
    })),
  ];

  const pickers = (
    <Space wrap>
      <Select
        style={{ minWidth: 180 }}
        value={planId}
        onChange={setPicked}
        loading={loading}
        placeholder={t('healthGrowthStats.fields.plan')}
        options={plans.map((p) => ({ value: p.id, label: p.name }))}
        data-testid="stat-plan"
      />
      <Segmented<StatGrouping>
        value={groupBy}
        onChange={setGroupBy}
        options={(['class', 'grade', 'age'] as const).map((g) => ({ value: g, label: t(`healthGrowthStats.groupings.${g}`) }))}
      />
    </Space>
  );
  const body =
    !loading && !planId ? (
      <Empty description={t('healthGrowthStats.noPlan')} />
    ) : (
      <>
        {groups.length > 0 && (
          <Chart option={option} height={280} testId={`${measure}-stat-chart`} ariaLabel={t('healthGrowthStats.zChart')} />
        )}
        <Table<StatGroupRow>
          size="small"
          rowKey="key"
          loading={stats.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={stats.data ? [...groups, stats.data.total] : []}
          columns={columns}
          data-testid={`${measure}-stat-table`}
        />
      </>
    );
  return (
    <PageCard
      title={title}
      testId={`health-${measure}-stats`}
      extra={planId ? <ExportButton url={(measure === 'height' ? GS.heightExport : GS.weightExport).path} filters={input} /> : null}
    >
      <ReferenceNotice dataset="growth" />
      {pickers}
      {body}
    </PageCard>
  );
}
