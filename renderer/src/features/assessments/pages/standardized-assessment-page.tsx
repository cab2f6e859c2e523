import { Container, Text, Title } from '@mantine/core';
import { AssessmentRunner } from '../components/assessment-runner';

/** /standardized-assessment: the full question bank, for a reading worth comparing over time. */
export function StandardizedAssessmentPage() {
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb={4}>
        Standardized Guardian Assessment
      </Title>
      <Text c="dimmed" mb="xl">
        About twenty-five questions, five to ten minutes. Answer for a typical week.
      </Text>
      <AssessmentRunner type="standardized" />
    </Container>
  );
}
