import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDisplayDateOrNA } from '@common/dates';
import type { ProgressSummary as Summary } from '@common/progress';

const TREND_COLORS = { up: 'teal', down: 'red', neutral: 'gray' } as const;
const TREND_ARROWS = { up: '↑', down: '↓', neutral: '→' } as const;

function SummaryFigure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg">
        {value}
      </Text>
    </Stack>
  );
}

/** The comparison header: how many, since when, and where the latest overall score stands against the one before. */
export function ProgressSummary({ summary }: { summary: Summary }) {
  const { overallTrend } = summary;
  const change = overallTrend.change > 0 ? `+${overallTrend.change}` : String(overallTrend.change);
  return (
    <Card withBorder padding="lg" aria-label="Progress summary">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <SummaryFigure label="Assessments" value={String(summary.assessmentCount)} />
        <SummaryFigure label="First assessment" value={formatDisplayDateOrNA(summary.firstDate)} />
        <SummaryFigure label="Latest assessment" value={formatDisplayDateOrNA(summary.latestDate)} />
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            Latest overall score
          </Text>
          <Group gap="xs">
            <Text fw={700} fz="lg">
              {summary.latestOverallScore}
            </Text>
            <Badge color={TREND_COLORS[overallTrend.direction]} variant="light" data-testid="overall-trend">
              {TREND_ARROWS[overallTrend.direction]} {overallTrend.label}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed" data-testid="overall-change">
            {overallTrend.direction === 'neutral' ? 'Same as the previous assessment' : `${change} points since the previous assessment`}
          </Text>
        </Stack>
      </SimpleGrid>
    </Card>
  );
}
