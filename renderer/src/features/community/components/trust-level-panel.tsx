// The member's trust level, how far they are toward the next, and how levels work, all built from TRUST_LEVELS
// (common/community.ts), the same table the server decides with.
import { Accordion, Progress, Stack, Text } from '@mantine/core';
import { TRUST_LEVELS, trustLevel } from '@common/community';
import type { TrustLevel, TrustProgress } from '@common/community';

const MEASURES: { key: keyof TrustProgress; label: string }[] = [
  { key: 'daysVisited', label: 'Days visited' },
  { key: 'topicsRead', label: 'Topics read' },
  { key: 'replies', label: 'Replies written' },
  { key: 'helpfulReceived', label: '“Helpful” received' },
];

/** "3 days visited, 10 topics read and 3 replies": what a level asks, leaving out what it does not. */
function requirementsText(requires: TrustProgress): string {
  const parts = MEASURES.filter(({ key }) => requires[key] > 0).map(({ key, label }) => `${label.toLowerCase()}: ${requires[key]}`);
  return parts.length === 0 ? 'Where everyone starts.' : `Reached with ${parts.join(', ')}.`;
}

export function TrustLevelPanel({ level, progress }: { level: TrustLevel; progress: TrustProgress }) {
  const current = trustLevel(level);
  const next = TRUST_LEVELS.find((candidate) => candidate.level === level + 1);
  return (
    <Stack gap="xs">
      <Text size="sm">
        Trust level: <strong>{current.name}</strong>. {current.may}
      </Text>
      {next ? (
        <Stack gap={6} aria-label={`Progress toward ${next.name}`} role="group">
          <Text size="sm" fw={600}>
            Toward {next.name}
          </Text>
          {MEASURES.filter(({ key }) => next.requires[key] > 0).map(({ key, label }) => {
            const have = Math.min(progress[key], next.requires[key]);
            return (
              <div key={key}>
                <Text size="xs">
                  {label}: {progress[key]} of {next.requires[key]}
                </Text>
                <Progress value={(have / next.requires[key]) * 100} size="sm" aria-label={`${label}: ${progress[key]} of ${next.requires[key]}`} />
              </div>
            );
          })}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          You have reached the highest trust level. Thank you for looking after the community.
        </Text>
      )}
      <Accordion variant="contained" chevronPosition="left">
        <Accordion.Item value="how">
          <Accordion.Control>How trust levels work</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="xs">
              <Text size="sm">
                Levels are earned by taking part, never bought, and never lost by waiting. A level is reached when every one of its numbers is met.
              </Text>
              {TRUST_LEVELS.map((candidate) => (
                <div key={candidate.level}>
                  <Text size="sm" fw={600}>
                    {candidate.name}
                  </Text>
                  <Text size="sm">{candidate.may}</Text>
                  <Text size="xs" c="dimmed">
                    {requirementsText(candidate.requires)} Up to {candidate.postsPerDay} posts a day{candidate.linksAllowed ? ', links allowed' : ', no links'}.
                  </Text>
                </div>
              ))}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
