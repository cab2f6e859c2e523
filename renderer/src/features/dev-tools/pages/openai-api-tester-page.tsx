import { Alert, Container, Text, Title } from '@mantine/core';

/** Kept at its old address so bookmarks land somewhere that explains what happened (spec section 2). */
export function OpenaiApiTesterPage() {
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="md">
        OpenAI API Tester
      </Title>
      <Alert variant="light" color="yellow" title="Image generation has been removed">
        <Text size="sm">This tool used to generate guardian images. That feature has been removed from Guardians, so there is nothing left to test here.</Text>
      </Alert>
    </Container>
  );
}
