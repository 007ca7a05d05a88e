import { Z_BANDS } from '@kg/shared/modules/health/growth-stats/growth-stat-schemas';
import type { EChartsCoreOption } from 'echarts/core';
import type { StatGroupRow } from './growth-stats-api.ts';

/** From very low (red) through normal (green) to very high (red). */
const BAND_COLORS = ['#a8071a', '#fa541c', '#fadb14', '#52c41a', '#91caff', '#fa8c16', '#cf1322'];

/** Stacked bars: per group, how many children fall in each z band. */
export function zBandOption(
  groups: StatGroupRow[],
  groupName: (g: StatGroupRow) => string,
  bandName: (b: string) => string,
): EChartsCoreOption {
  return {
    grid: { left: 40, right: 16, top: 40, bottom: 48, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0, type: 'scroll' },
    xAxis: { type: 'category', data: groups.map(groupName), axisLabel: { interval: 0, rotate: groups.length > 4 ? 30 : 0 } },
    yAxis: { type: 'value', minInterval: 1 },
    series: Z_BANDS.map((b, i) => ({
      name: bandName(b),
      type: 'bar',
      stack: 'z',
      itemStyle: { color: BAND_COLORS[i] },
      data: groups.map((g) => g.bands[b]),
    })),
  };
}
