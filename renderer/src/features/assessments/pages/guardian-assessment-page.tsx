import { Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { findGuardian } from '@common/guardians';
import { GuardianIcon } from '../../../ui/guardian-icon';
import { GuardianThemeScope } from '../../../ui/guardian-theme-scope';

function AssessmentChoice() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Card withBorder padding="lg">
        <Stack gap="sm" h="100%">
          <Title order={2} fz="lg">
            Quick assessment
          </Title>
          <Text c="dimmed" size="sm" style={{ flexGrow: 1 }}>
            About ten questions, two minutes: a first reading of your five guardians.
          </Text>
          <Button component={Link} to="/assessment/basic">
            Start the quick assessment
          </Button>
        </Stack>
      </Card>
      <Card withBorder padding="lg">
        <Stack gap="sm" h="100%">
          <Title order={2} fz="lg">
            Standardized assessment
          </Title>
          <Text c="dimmed" size="sm" style={{ flexGrow: 1 }}>
            About twenty-five questions: the thorough reading to compare over time on your progress page.
          </Text>
          <Button component={Link} to="/standardized-assessment" variant="light">
            Start the standardized assessment
          </Button>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}

/** /assessment, optionally ?guardian={id}: introduces the chosen guardian, then offers both assessments. */
export function GuardianAssessmentPage() {
  const [searchParams] = useSearchParams();
  const guardian = findGuardian(searchParams.get('guardian') ?? '');

  return (
    <GuardianThemeScope theme={guardian?.theme ?? 'primary'}>
      <Container size="md" py="xl">
        <Title order={1} mb="sm">
          Guardian Assessment
        </Title>
        {guardian ? (
          <Stack gap="xs" mb="xl">
            <Group gap="sm">
              <GuardianIcon guardian={guardian.id} size={48} />
              <Title order={2}>{guardian.personaName} is listening</Title>
            </Group>
            <Text c="dimmed">
              {guardian.personaName} watches over your {guardian.area}. The assessment shows how strongly your body calls for {guardian.personaName} and the
              other four guardians.
            </Text>
          </Stack>
        ) : (
          <Text c="dimmed" mb="xl">
            Answer a few questions about your sleep, energy, digestion, focus and immunity to find the guardians who matter most to you.
          </Text>
        )}
        <AssessmentChoice />
        <Group mt="xl">
          <Button component={Link} to="/" variant="subtle">
            Back to the guardians
          </Button>
        </Group>
      </Container>
    </GuardianThemeScope>
  );
}
