import { describe, expect, it } from 'vitest';
import { curveOption } from './curve-option.ts';
import type { ChildDetail } from './growth-stats-api.ts';

const point = (ageDays: number, heightCm: number | null, weightKg: number | null) => ({
  planId: 1,
  planName: 'p',
  measuredOn: '2026-03-10',
  ageDays,
  clazzName: null,
  heightCm,
  weightKg,
  bmi: null,
  waz: null,
  haz: null,
  whz: null,
  baz: null,
  statuses: [],
  oedema: false,
});
const band = (ageDays: number, p50: number) => ({ ageDays, p3: p50 - 6, p15: p50 - 3, p50, p85: p50 + 3, p97: p50 + 6 });
const detail = {
  studentId: 1,
  name: 'x',
  gender: 1,
  birthday: null,
  clazzId: null,
  clazzName: null,
  points: [point(1461, 101.2, 16), point(1644, null, 17)],
  bands: { height: [band(1431, 100), band(1674, 104)], weight: [], bmi: [] },
} satisfies ChildDetail;

describe('a growth chart', () => {
  it('draws the five percentile lines and the child’s measured points by age in months', () => {
    const o = curveOption(detail, 'height', { child: '本人', age: '月龄', unit: 'cm' }) as { series: { name: string; data: number[][] }[] };
    expect(o.series.map((s) => s.name)).toEqual(['P3', 'P15', 'P50', 'P85', 'P97', '本人']);
    expect(o.series[2].data).toEqual([
      [47, 100],
      [55, 104],
    ]);
    expect(o.series[0].data[1]).toEqual([55, 98]);
    // the autumn record has no height: only the spring point is drawn
    expect(o.series[5].data).toEqual([[48, 101.2]]);
  });
});
