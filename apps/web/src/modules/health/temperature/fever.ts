import { FEVER_AT } from '@kg/shared/modules/health/inspection/symptoms';

/** The fever line the temperature pages flag and draw: one decimal, °C. */
export const isFever = (t: number | null | undefined): t is number => typeof t === 'number' && t >= FEVER_AT;
/** A reading as shown: one decimal. */
export const degrees = (t: number | null | undefined) => (typeof t === 'number' ? t.toFixed(1) : '');

export interface Reading {
  day: string;
  slot: number;
  temperature: number;
}

const RED = '#cf1322';
const BLUE = '#1677ff';

/**
 * A person's readings as a line over time, with the fever line marked and the points at or
 * over it in red, each point coloured by its own reading. `slotName` names the window of each reading on the axis.
 */
export function trendOption(readings: readonly Reading[], o: { slotName: (slot: number) => string; feverLine: string; series: string }) {
  const highest = Math.max(FEVER_AT, ...readings.map((r) => r.temperature));
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 44, right: 24, top: 28, bottom: 48 },
    xAxis: { type: 'category', data: readings.map((r) => `${r.day.slice(5)} ${o.slotName(r.slot)}`) },
    yAxis: { type: 'value', name: '℃', min: 35, max: Math.ceil(highest + 0.5) },
    series: [
      {
        type: 'line',
        name: o.series,
        showAllSymbol: true,
        symbolSize: 7,
        lineStyle: { color: BLUE },
        itemStyle: { color: BLUE },
        data: readings.map((r) => ({ value: r.temperature, itemStyle: { color: isFever(r.temperature) ? RED : BLUE } })),
        markLine: {
          silent: true,
          symbol: 'none',
          lineStyle: { color: RED, type: 'dashed' },
          label: { formatter: o.feverLine, position: 'insideEndTop' },
          data: [{ yAxis: FEVER_AT }],
        },
      },
    ],
  };
}
