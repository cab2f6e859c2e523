import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { GuardianKnowledgeTabs } from '../components/guardian-knowledge-tabs';
import { LabelledList } from '../components/labelled-list';

/** /scientific-knowledge: each guardian's body system, key nutrients, common challenges and benefits. */
export function ScientificKnowledgePage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb={4}>
        Scientific Knowledge
      </Title>
      <Text c="dimmed" mb="lg">
        The science behind each guardian: the system it looks after and the nutrients that support it.
      </Text>
      <GuardianKnowledgeTabs
        renderGuardian={(guardian) => (
          <Stack gap="md">
            <Text>
              <Text span fw={700}>
                System:{' '}
              </Text>
              {guardian.science.system}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <LabelledList title="Key nutrients" items={guardian.science.nutrients} />
              <LabelledList title="Common challenges" items={guardian.science.challenges} />
              <LabelledList title="Benefits" items={guardian.science.benefits} />
            </SimpleGrid>
          </Stack>
        )}
      />
    </Container>
  );
}
