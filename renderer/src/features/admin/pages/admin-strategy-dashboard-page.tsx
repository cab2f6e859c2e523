import { Alert, Box, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { localDateOf, presetRange } from '@common/kpi-range';
import type { KpiDateRange, KpiPreset } from '@common/kpi-range';
import { errorSentence } from '../../../api/error-texts';
import { lazyPart } from '../../../ui/lazy-part';
import { kpiCsvUrl, useKpis } from '../api/get-kpis';
import { KpiCards } from '../components/kpi-cards';
import { KpiRangePicker } from '../components/kpi-range-picker';
import { KpiTopProducts } from '../components/kpi-top-products';
import { kpiTimeZoneChoices, useKpiTimeZone } from '../hooks/use-kpi-time-zone';

const KpiDailyCharts = lazyPart(async () => (await import('../components/kpi-daily-charts')).KpiDailyCharts);

/**
 * /admin-strategy-dashboard (issue 16): the business's KPIs for a range of local days in a chosen time zone, against
 * the period before, with daily charts, the best sellers and a CSV of the same figures. Admin and support.
 */
export function AdminStrategyDashboardPage() {
  const [timeZone, setTimeZone] = useKpiTimeZone();
  const [preset, setPreset] = useState<KpiPreset>('28d');
  const today = localDateOf(new Date(), timeZone);
  const [custom, setCustom] = useState<KpiDateRange>(() => presetRange('28d', today));
  const range = preset === 'custom' ? custom : presetRange(preset, today);
  const selection = { ...range, tz: timeZone };
  const kpis = useKpis(selection);
  const zones = useMemo(() => kpiTimeZoneChoices(timeZone), [timeZone]);
  const report = kpis.data;
  const caption = report ? `${report.range.from} to ${report.range.to} (${report.timeZone})` : '';
  const quiet = report !== undefined && report !== null && report.current.orders === 0 && report.current.signUps === 0 && report.current.activeCustomers === 0;

  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>Strategy dashboard</Title>
          <Button component="a" href={kpiCsvUrl(selection)} download variant="default">
            Download CSV
          </Button>
        </Group>
        <KpiRangePicker
          preset={preset}
          range={range}
          timeZone={timeZone}
          timeZones={zones}
          onPreset={(next) => {
            if (next === 'custom') setCustom(range);
            setPreset(next);
          }}
          onCustomRange={setCustom}
          onTimeZone={setTimeZone}
        />
        {kpis.isError ? (
          <Alert color="red" role="alert" title="The KPIs could not be loaded">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorSentence(kpis.error, 'Check the range and the time zone, then try again.')}</Text>
              <Button size="xs" onClick={() => void kpis.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : !report ? (
          <Text c="dimmed" role="status">
            Loading the KPIs…
          </Text>
        ) : (
          <Box aria-busy={kpis.isPlaceholderData} style={{ opacity: kpis.isPlaceholderData ? 0.6 : 1 }} data-testid="kpi-report" data-range={caption}>
            <Stack gap="lg">
              <Text size="sm" c="dimmed" role="status">
                {kpis.isPlaceholderData
                  ? 'Updating…'
                  : `${caption}: ${report.range.days} ${report.range.days === 1 ? 'day' : 'days'}, compared with ${report.previousRange?.from ?? '—'} to ${report.previousRange?.to ?? '—'}.`}
              </Text>
              {quiet && (
                <Alert color="gray" title="A quiet range">
                  No orders, sign-ups or active customers in this range. Choose a longer range or another zone to see more.
                </Alert>
              )}
              <KpiCards current={report.current} previous={report.previous} />
              <Text size="xs" c="dimmed">
                Active customers: real customers who, in the range, signed in (a session that still exists began), placed an order, took an assessment or asked
                the guardians a question. Revenue and the best sellers leave out cancelled and refunded orders. Coins outstanding: every wallet&apos;s balance
                at the end of the range.
              </Text>
              <Card withBorder radius="md" padding="md" component="section" aria-labelledby="kpi-charts-title">
                <Title order={2} size="h4" id="kpi-charts-title" mb="sm">
                  Day by day
                </Title>
                <KpiDailyCharts series={report.series} caption={caption} />
              </Card>
              <Card withBorder radius="md" padding="md" component="section" aria-labelledby="kpi-top-title">
                <Title order={2} size="h4" id="kpi-top-title" mb="sm">
                  Top products
                </Title>
                <KpiTopProducts products={report.topProducts} />
              </Card>
            </Stack>
          </Box>
        )}
      </Stack>
    </Container>
  );
}
