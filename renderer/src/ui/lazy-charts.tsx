// The charts as screens use them: the chart library (ui/charts.ts, about 90 kB gzip with Recharts) loads the first time
// a chart is drawn, not with the screen, so a screen paints and answers before it arrives (issue 12: "the chart library
// only on screens that draw charts, after their first paint"). Each chart keeps its height while its code loads, so
// nothing below it moves when it appears.
import type { BarChartProps, LineChartProps, RadarChartProps } from './charts';
import type { ComponentType, ReactNode } from 'react';
import { lazyPart } from './lazy-part';

/** The chart's own height, held while its code loads. */
function ChartSlot({ height, children }: { height: number; children: ReactNode }) {
  return <div style={{ minHeight: height }}>{children}</div>;
}

/** A chart of the library whose code loads on its first draw, drawn in a slot of its height. */
function lazyChart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P & { h: number }> {
  const Chart = lazyPart(load);
  return function LazyChart(props: P & { h: number }) {
    return (
      <ChartSlot height={props.h}>
        <Chart {...props} />
      </ChartSlot>
    );
  };
}

export const BarChart = lazyChart<BarChartProps>(async () => (await import('./charts')).BarChart);
export const LineChart = lazyChart<LineChartProps>(async () => (await import('./charts')).LineChart);
export const RadarChart = lazyChart<RadarChartProps>(async () => (await import('./charts')).RadarChart);
