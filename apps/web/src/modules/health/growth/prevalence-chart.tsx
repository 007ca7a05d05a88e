import { GROWTH_STATUSES } from '@kg/shared/modules/health/growth/growth-vocab';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../kit/index.ts';
import { type Prevalence, rateOf } from './growth-api.ts';

/**
 * Prevalence of each status as horizontal bars, one series per group (sexes, plans before and
 * after): status names stay readable at 360 px where upright bars would overlap them.
 */
export function PrevalenceChart({ series }: { series: { name: string; data: Prevalence | null }[] }) {
  const { t } = useTranslation();
  const statuses = [...GROWTH_STATUSES];
  return (
    <Chart
      height={statuses.length * 22 * Math.max(1, series.length) + 72}
      ariaLabel={t('healthGrowth.chartLabel')}
      option={{
        tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (v: unknown) => `${v}%` },
        legend: { top: 0 },
        grid: { left: 8, right: 32, top: 32, bottom: 8, containLabel: true },
        xAxis: { type: 'value', axisLabel: { formatter: '{value}%' } },
        yAxis: { type: 'category', inverse: true, data: statuses.map((s) => t(`healthGrowth.statuses.${s}`)) },
        series: series.map((s) => ({
          type: 'bar',
          name: s.name,
          barMaxWidth: 14,
          label: { show: true, position: 'right', formatter: '{c}%' },
          data: statuses.map((st) => rateOf(s.data, st)),
        })),
      }}
    />
  );
}
