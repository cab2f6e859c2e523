import { Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { kpiLines } from '@common/contracts/admin-kpis';
import type { KpiFigures, KpiLine } from '@common/contracts/admin-kpis';
import { formatMoney } from '@common/commerce';

/** Who the Customers figures count: the server's rule (server/modules/accounts/real-customers.ts). */
export const REAL_CUSTOMERS_NOTE =
  'Real customers only: accounts the store seeded (reviewers, experts, development accounts), demo visitors, staff, practitioners, labs and brand partners are not counted.';

/** The cards' sections, by the KPI keys' first word. */
const SECTIONS: { title: string; note?: string; keys: (key: string) => boolean }[] = [
  { title: 'Customers', note: REAL_CUSTOMERS_NOTE, keys: (key) => key === 'sign_ups' || key === 'active_customers' },
  { title: 'Sales', keys: (key) => key === 'orders' || key.startsWith('revenue_') || key.startsWith('average_order_value_') },
  { title: 'Assessments', keys: (key) => key.startsWith('assessments') },
  { title: 'Coins (reward liability)', keys: (key) => key.startsWith('coins_') },
  { title: 'Chat and safety triage', keys: (key) => key === 'chat_messages' || key.startsWith('triage_') },
  { title: 'Care', keys: (key) => key.startsWith('consultations_') || key === 'lab_orders' },
];

export function formatKpiValue(line: Pick<KpiLine, 'unit' | 'currency'>, value: number): string {
  if (line.unit === 'money') return formatMoney(value, line.currency ?? 'INR');
  const number = value.toLocaleString('en-IN');
  return line.unit === 'coins' ? `${number} coins` : number;
}

/** "+25% vs 4", "new (was 0)", "no change": how the range compares with the period before. */
export function kpiDelta(line: KpiLine): { text: string; color: string } {
  if (line.previous === null) return { text: 'nothing to compare', color: 'gray' };
  const difference = line.current - line.previous;
  const was = formatKpiValue(line, line.previous);
  if (difference === 0) return { text: `no change (was ${was})`, color: 'gray' };
  const sign = difference > 0 ? '+' : '−';
  const amount = line.previous === 0 ? formatKpiValue(line, Math.abs(difference)) : `${Math.round((Math.abs(difference) / Math.abs(line.previous)) * 100)}%`;
  return { text: `${sign}${amount} (was ${was})`, color: difference > 0 ? 'teal' : 'red' };
}

function KpiCard({ line }: { line: KpiLine }) {
  const delta = kpiDelta(line);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={line.label} data-kpi={line.key}>
      <Text size="sm" c="dimmed">
        {line.label}
      </Text>
      <Text fz={26} fw={700} data-testid={`kpi-value-${line.key}`}>
        {formatKpiValue(line, line.current)}
      </Text>
      <Badge variant="light" color={delta.color} tt="none" aria-label={`Compared with the previous period: ${delta.text}`}>
        {delta.text}
      </Badge>
    </Card>
  );
}

/** Every KPI as a card with its change against the previous period, grouped by what it measures. */
export function KpiCards({ current, previous }: { current: KpiFigures; previous: KpiFigures | null }) {
  const lines = kpiLines(current, previous);
  return (
    <Stack gap="lg">
      {SECTIONS.map((section) => {
        const inSection = lines.filter((line) => section.keys(line.key));
        if (inSection.length === 0) return null;
        return (
          <Stack gap="xs" key={section.title}>
            <Title order={2} size="h4">
              {section.title}
            </Title>
            {section.note && (
              <Text size="sm" c="dimmed">
                {section.note}
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
              {inSection.map((line) => (
                <KpiCard key={line.key} line={line} />
              ))}
            </SimpleGrid>
          </Stack>
        );
      })}
    </Stack>
  );
}
