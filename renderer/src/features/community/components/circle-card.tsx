import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { findGuardian, themeFor } from '@common/guardians';
import { formatDisplayDateOrNA } from '@common/dates';
import type { CircleSummary } from '@common/contracts/community';

function activityLine(circle: CircleSummary): string {
  if (circle.topicCount === 0) return 'No topics yet: be the first to start one.';
  const topics = `${circle.topicCount} topic${circle.topicCount === 1 ? '' : 's'}`;
  return circle.lastActivityAt ? `${topics} · last activity ${formatDisplayDateOrNA(circle.lastActivityAt)}` : topics;
}

/** One circle on /community: its name (the link in), its guardian in the guardian's colour, what it is for, how lively. */
export function CircleCard({ circle }: { circle: CircleSummary }) {
  const guardian = circle.guardianId ? findGuardian(circle.guardianId) : undefined;
  const color = themeFor(circle.guardianId ?? 'primary').mantineColor;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={`circle-${circle.id}`}
      style={{ borderTop: `4px solid var(--mantine-color-${color}-6)` }}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} size="h4" id={`circle-${circle.id}`}>
            <Anchor component={Link} to={`/community/${circle.id}`} inherit>
              {circle.name}
            </Anchor>
          </Title>
          {guardian && (
            <Badge color={color} variant="light">
              {guardian.personaName}
            </Badge>
          )}
        </Group>
        <Text size="sm">{circle.description}</Text>
        <Text size="xs" c="dimmed">
          {activityLine(circle)}
        </Text>
      </Stack>
    </Card>
  );
}
