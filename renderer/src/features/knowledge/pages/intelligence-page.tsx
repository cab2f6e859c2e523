import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { GuardianKnowledgeTabs } from '../components/guardian-knowledge-tabs';
import { LabelledList } from '../components/labelled-list';

/** /intelligence (and /science): each guardian's tips for a high, medium or low score. */
export function IntelligencePage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb={4}>
        Guardian Intelligence
      </Title>
      <Text c="dimmed" mb="lg">
        What to do next for each guardian, by how your assessment scored it.
      </Text>
      <GuardianKnowledgeTabs
        renderGuardian={(guardian) => (
          <Stack gap="md">
            <Text>{guardian.description}</Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <LabelledList title="High score: keep it up" items={guardian.optimizationTips.high} />
              <LabelledList title="Medium score: build on it" items={guardian.optimizationTips.medium} />
              <LabelledList title="Low score: start here" items={guardian.optimizationTips.low} />
            </SimpleGrid>
          </Stack>
        )}
      />
    </Container>
  );
}
