import { Group, Text } from '@mantine/core';

/** One line of a money summary (an order's, a quote's): what, and how much, the two ends of one row. */
export function SummaryRow({ label, value, tone }: { label: string; value: string; tone?: 'green' | 'dimmed' }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" c={tone}>
        {label}
      </Text>
      <Text size="sm" c={tone}>
        {value}
      </Text>
    </Group>
  );
}
