import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { VitaminDMetrics } from '@common/vitamin-d';
import { VITAMIN_D_DASHBOARD_NOTE, VITAMIN_D_SUB_METRICS } from '@common/vitamin-d';
import { MetricCard } from './metric-card';

/** The dashboard's first tab, drawn with the page; the other tabs load when opened (detail-tabs.tsx). */
export function OverviewTab({ metrics }: { metrics: VitaminDMetrics }) {
  return (
    <Stack gap="md">
      <Text size="sm" data-testid="vitamin-d-note">
        {VITAMIN_D_DASHBOARD_NOTE}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {VITAMIN_D_SUB_METRICS.map((metric) => (
          <MetricCard key={metric.key} metric={metric.key} label={metric.label} explanation={metric.explanation} value={metrics[metric.key]} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
