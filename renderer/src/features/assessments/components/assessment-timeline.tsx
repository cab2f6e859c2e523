import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { formatDisplayDateOrNA } from '@common/dates';
import { findGuardian } from '@common/guardians';
import type { ProgressRecord } from '@common/vitamin-d';

/** Every assessment, newest first; the newest carries the LATEST tag. */
export function AssessmentTimeline({ records }: { records: readonly ProgressRecord[] }) {
  return (
    <Stack component="ol" gap="sm" style={{ listStyle: 'none', padding: 0 }} aria-label="Assessment timeline">
      {records.map((record, index) => (
        <Card component="li" key={record.assessmentId} withBorder padding="md">
          <Group justify="space-between" wrap="wrap">
            <Stack gap={2}>
              <Group gap="xs">
                <Text fw={700}>{formatDisplayDateOrNA(record.date)}</Text>
                {index === 0 && (
                  <Badge color="teal" variant="filled" size="sm">
                    LATEST
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                Primary {findGuardian(record.primaryGuardian)?.personaName ?? record.primaryGuardian} · Secondary{' '}
                {findGuardian(record.secondaryGuardian)?.personaName ?? record.secondaryGuardian}
              </Text>
            </Stack>
            <Text fw={600}>Overall {record.vitaminD.overallScore}</Text>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
