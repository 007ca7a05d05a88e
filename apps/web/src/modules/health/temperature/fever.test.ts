import { describe, expect, it } from 'vitest';
import { echarts } from '../../../kit/chart-engine.ts';
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
    expect(o.series[0].data.map((d) => d.itemStyle.color)).toEqual(['#1677ff', '#cf1322']);
  });

  it('is drawn by the chart engine: a line, a red point for the fever, the fever line', () => {
    const readings = [36.5, 37.6, 36.9].map((temperature, i) => ({ day: `2025-03-1${i}`, slot: 1, temperature }));
    const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 600, height: 300 });
    chart.setOption({ ...trendOption(readings, { slotName: () => 'M', feverLine: 'fever', series: 'x' }), animation: false });
    const svg = chart.renderToSVGString();
    chart.dispose();
    // the fever reading's point (data index 1) red, the others and the line blue, the fever line red and dashed
    expect(svg).toMatch(/stroke="#cf1322"[^>]*ecmeta_data_index="1"/);
    expect(svg.match(/stroke="#1677ff"[^>]*ecmeta_data_index="(\d)"/g)?.map((m) => m.slice(-2, -1))).toEqual(['0', '2']);
    expect(svg).toMatch(/stroke="#1677ff" stroke-width="2"/);
    expect(svg).toMatch(/stroke="#cf1322" stroke-dasharray/);
    expect(svg).toContain('fever');
  });
});
