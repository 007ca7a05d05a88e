import { PERCENTILES } from '@kg/shared/modules/health/growth-stats/growth-stat-schemas';
import type { EChartsCoreOption } from 'echarts/core';
import type { ChildDetail } from './growth-stats-api.ts';

export type Curve = keyof ChildDetail['bands'];
const MONTH_DAYS = 30.4375;
const months = (days: number) => Math.round((days / MONTH_DAYS) * 10) / 10;
/** The child's value of each curve. */
const VALUE: Record<Curve, 'heightCm' | 'weightKg' | 'bmi'> = { height: 'heightCm', weight: 'weightKg', bmi: 'bmi' };
/** P3/P97 dashed grey, P15/P85 lighter, P50 solid green: the bands read like WHO's charts. */
const STYLE: Record<string, { color: string; type: 'solid' | 'dashed' }> = {
  p3: { color: '#d4380d', type: 'dashed' },
  p15: { color: '#faad14', type: 'dashed' },
  p50: { color: '#389e0d', type: 'solid' },
  p85: { color: '#faad14', type: 'dashed' },
  p97: { color: '#d4380d', type: 'dashed' },
};

/**
 * One growth chart: the reference's percentile lines by age in months and the child's
 * measurements as a line with points on top. Ages are months so the axis reads as the WHO charts do.
 */
export function curveOption(d: ChildDetail, curve: Curve, labels: { child: string; age: string; unit: string }): EChartsCoreOption {
  const bands = d.bands[curve];
  const child = d.points.filter((p) => p[VALUE[curve]] !== null).map((p) => [months(p.ageDays), p[VALUE[curve]]]);
  return {
    grid: { left: 48, right: 48, top: 52, bottom: 40 },
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll', data: [...PERCENTILES.map((p) => p.key.toUpperCase()), labels.child] },
    xAxis: { type: 'value', name: labels.age, nameLocation: 'middle', nameGap: 26, min: 'dataMin', max: 'dataMax' },
    yAxis: { type: 'value', name: labels.unit, scale: true },
    series: [
      ...PERCENTILES.map((p) => ({
        name: p.key.toUpperCase(),
        type: 'line',
        showSymbol: false,
        lineStyle: { width: p.key === 'p50' ? 2 : 1, ...STYLE[p.key] },
        itemStyle: { color: STYLE[p.key].color },
        endLabel: { show: true, formatter: p.key.toUpperCase(), fontSize: 10 },
        data: bands.map((b) => [months(b.ageDays), b[p.key]]),
      })),
      {
        name: labels.child,
        type: 'line',
        symbolSize: 8,
        lineStyle: { width: 2, color: '#1677ff' },
        itemStyle: { color: '#1677ff' },
        data: child,
      },
    ],
  };
}
