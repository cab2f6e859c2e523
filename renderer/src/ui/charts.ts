// The one door to the chart library. Recharts (under @mantine/charts) keeps chart props, rendered elements among them,
// in a Redux store whose Immer freezes what it holds; Preact, which the renderer ships on (renderer/preact-aliases.ts),
// writes its bookkeeping onto those elements, so a frozen one fails the render. Immer's freezing is a development aid
// only: it is turned off before any chart exists.
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { setAutoFreeze } from 'immer';

setAutoFreeze(false);

export { BarChart, LineChart, RadarChart } from '@mantine/charts';
export type { BarChartProps, LineChartProps, RadarChartProps } from '@mantine/charts';
