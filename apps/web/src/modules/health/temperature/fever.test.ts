import { describe, expect, it } from 'vitest';
import { degrees, isFever, trendOption } from './fever.ts';

describe('the fever flag', () => {
  it('flags 37.3 °C and above, not 37.2 or a missing reading', () => {
    expect(isFever(37.3)).toBe(true);
    expect(isFever(38)).toBe(true);
    expect(isFever(37.2)).toBe(false);
    expect(isFever(null)).toBe(false);
    expect(degrees(37)).toBe('37.0');
  });

  it('draws the trend with the fever line at 37.3 and room above the highest reading', () => {
    const o = trendOption(
      [
        { day: '2025-03-10', slot: 1, temperature: 36.5 },
        { day: '2025-03-10', slot: 2, temperature: 39.1 },
      ],
      { slotName: (s) => ['M', 'N', 'A'][s - 1], feverLine: 'fever', series: 'x' },
    );
    expect(o.xAxis.data).toEqual(['03-10 M', '03-10 N']);
    expect(o.series[0].markLine.data).toEqual([{ yAxis: 37.3 }]);
    expect(o.yAxis.max).toBe(40);
    expect(o.visualMap.pieces[0]).toMatchObject({ gte: 37.3 });
  });
});
