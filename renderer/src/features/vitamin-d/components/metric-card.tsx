import { Badge, Card, Group, Progress, Stack, Text } from '@mantine/core';
import type { VitaminDSubMetric } from '@common/vitamin-d';
import { ABOVE_RANGE_NOTE, clampForDisplay, isAboveRange, metricBadge, scoreLevel } from '@common/vitamin-d';
import { metricWording } from './metric-wording';

export const LEVEL_COLORS = { critical: 'red', moderate: 'yellow', optimal: 'teal' } as const;

/** One sub-metric: the number as computed (resonance may exceed 100), a bar clamped at 100, and its wording. */
export function MetricCard({ metric, label, explanation, value }: { metric: VitaminDSubMetric; label: string; explanation?: string; value: number }) {
  const level = scoreLevel(value);
  return (
    <Card withBorder padding="md" data-testid={`metric-${metric}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{label}</Text>
          <Badge color={LEVEL_COLORS[level]} variant="light" data-testid={`metric-${metric}-badge`}>
            {metricBadge(value)}
          </Badge>
        </Group>
        <Group gap="xs" align="baseline">
          <Text fz={28} fw={700} data-testid={`metric-${metric}-value`}>
            {value}
          </Text>
          {/* The bar stops at 100; the number does not, and says so rather than looking like a mistake. */}
          {isAboveRange(value) && (
            <Text size="sm" c="dimmed" data-testid={`metric-${metric}-above-range`}>
              {ABOVE_RANGE_NOTE}
            </Text>
          )}
        </Group>
        <Progress value={clampForDisplay(value)} color={LEVEL_COLORS[level]} aria-label={`${label} ${value}`} />
        {explanation && <Text size="sm">{explanation}</Text>}
        <Text size="sm" c="dimmed">
          {metricWording(metric, value)}
        </Text>
      </Stack>
    </Card>
  );
}
