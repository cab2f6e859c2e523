// The one door to the chart library (Mantine's charts, on Recharts): loaded with the screens that draw a chart.
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';

export { BarChart, LineChart, RadarChart } from '@mantine/charts';
export type { BarChartProps, LineChartProps, RadarChartProps } from '@mantine/charts';
