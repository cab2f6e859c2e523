import { Container, Text, Title } from '@mantine/core';
import { AssessmentRunner } from '../components/assessment-runner';

/** /assessment/basic and /quick-assessment: about ten questions for a first reading. */
export function BasicAssessmentPage() {
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb={4}>
        Quick Guardian Assessment
      </Title>
      <Text c="dimmed" mb="xl">
        About ten questions, two minutes. Answer for a typical week.
      </Text>
      <AssessmentRunner type="basic" />
    </Container>
  );
}
