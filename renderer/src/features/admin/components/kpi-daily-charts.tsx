import { BarChart, LineChart } from '../../../ui/charts';
import { Stack, Text, Title } from '@mantine/core';
import type { KpiDayFigures } from '@common/contracts/admin-kpis';
import { MINOR_UNITS_PER_MAJOR } from '@common/commerce';

const CURRENCY_COLORS = ['teal.6', 'indigo.6', 'orange.6', 'grape.6'];

/**
 * Orders and sign-ups per local day, and revenue per day in each currency (major units). Loaded with the chart
 * library only when the dashboard shows it; the cards and the table carry the same figures in text.
 */
export function KpiDailyCharts({ series, caption }: { series: readonly KpiDayFigures[]; caption: string }) {
  const activity = series.map((day) => ({ date: day.date, orders: day.orders, signUps: day.signUps }));
  const currencies = [...new Set(series.flatMap((day) => day.revenue.map((line) => line.currency)))].sort();
  const revenue = series.map((day) => ({
    date: day.date,
    ...Object.fromEntries(
      currencies.map((currency) => [currency, (day.revenue.find((line) => line.currency === currency)?.amount ?? 0) / MINOR_UNITS_PER_MAJOR]),
    ),
  }));
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        Orders and sign-ups per day
      </Title>
      <BarChart
        h={260}
        data={activity}
        dataKey="date"
        withLegend
        series={[
          { name: 'orders', label: 'Orders', color: 'indigo.6' },
          { name: 'signUps', label: 'Sign-ups', color: 'teal.6' },
        ]}
        role="img"
        aria-label={`Orders and sign-ups per day, ${caption}`}
        data-testid="kpi-activity-chart"
        data-days={series.length}
      />
      <Title order={3} size="h4">
        Revenue per day
      </Title>
      {currencies.length === 0 ? (
        <Text c="dimmed">No revenue in this range.</Text>
      ) : (
        <LineChart
          h={260}
          data={revenue}
          dataKey="date"
          withLegend
          series={currencies.map((currency, index) => ({ name: currency, label: `Revenue (${currency})`, color: CURRENCY_COLORS[index] ?? 'gray.6' }))}
          role="img"
          aria-label={`Revenue per day by currency, ${caption}`}
        />
      )}
    </Stack>
  );
}
