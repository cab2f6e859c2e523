import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AssessmentResults } from '@common/assessments/scoring';
import type { GuardianId } from '@common/guardians';
import { findGuardian } from '@common/guardians';
import { GuardianIcon } from '../../../ui/guardian-icon';
import { GuardianThemeScope } from '../../../ui/guardian-theme-scope';
import { GuardianScoreChart } from './guardian-score-chart';

function GuardianMatch({ rank, guardianId, score }: { rank: string; guardianId: GuardianId; score: number }) {
  const guardian = findGuardian(guardianId);
  return (
    <GuardianThemeScope theme={guardianId}>
      <Card withBorder padding="md">
        <Group wrap="nowrap">
          <GuardianIcon guardian={guardianId} size={48} />
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {rank}
            </Text>
            <Text fw={700} fz="lg">
              {guardian?.personaName ?? guardianId}
            </Text>
            <Text size="sm" c="var(--mantine-primary-color-light-color)">
              {guardian?.title} · score {score}
            </Text>
          </Stack>
        </Group>
      </Card>
    </GuardianThemeScope>
  );
}

/** What a finished assessment shows: the two guardians who matter most, all five scores, and where to go next. */
export function AssessmentResult({ results }: { results: AssessmentResults }) {
  const { scores, primaryGuardian, secondaryGuardian } = results;
  return (
    <Stack gap="lg" aria-labelledby="assessment-result-title">
      <Title order={2} id="assessment-result-title">
        Your Guardian Results
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <GuardianMatch rank="Primary guardian" guardianId={primaryGuardian} score={scores[primaryGuardian]} />
        <GuardianMatch rank="Secondary guardian" guardianId={secondaryGuardian} score={scores[secondaryGuardian]} />
      </SimpleGrid>
      <GuardianScoreChart scores={scores} />
      <Group>
        <Button component={Link} to="/vitamin-d-analysis">
          View Vitamin D Analysis
        </Button>
        <Button component={Link} to="/assessment-progress" variant="light">
          Track Your Progress
        </Button>
      </Group>
    </Stack>
  );
}
