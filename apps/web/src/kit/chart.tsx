import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';

type Engine = typeof import('./chart-engine.ts')['echarts'];
let engine: Promise<Engine> | null = null;
const loadEngine = () => {
  engine ??= import('./chart-engine.ts').then((m) => m.echarts);
  return engine;
};

export interface ChartProps {
  /** An ECharts option (series of line, bar, pie or heatmap; grid, tooltip, legend, markLine, markArea, visualMap, dataZoom). */
  option: EChartsCoreOption;
  height?: number;
  /** A click on a data item (a bar, a point, a slice): drill down from it. */
  onItemClick?: (item: { name: string; seriesName?: string; dataIndex: number; data: unknown }) => void;
  testId?: string;
  /** Read aloud and shown while the chart loads: what the chart says. */
  ariaLabel?: string;
}

/** One chart, drawn as SVG and resized with its box; ECharts itself loads with the first chart on screen. */
export function Chart({ option, height = 300, onItemClick, testId, ariaLabel }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<Engine['init']> | null>(null);
  const click = useRef(onItemClick);
  click.current = onItemClick;

  useEffect(() => {
    let alive = true;
    let observer: ResizeObserver | null = null;
    void loadEngine().then((e) => {
      if (!alive || !box.current) return;
      const c = e.init(box.current, undefined, { renderer: 'svg' });
      chart.current = c;
      c.on('click', (p) => click.current?.(p as never));
      if (typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(() => c.resize());
        observer.observe(box.current);
      }
    });
    return () => {
      alive = false;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    let alive = true;
    void loadEngine().then(() => {
      if (alive) chart.current?.setOption(option, true);
    });
    return () => {
      alive = false;
    };
  }, [option]);

  return <div ref={box} style={{ width: '100%', height }} data-testid={testId} role="img" aria-label={ariaLabel} />;
}
