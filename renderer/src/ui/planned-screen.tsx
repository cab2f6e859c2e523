import { Container, Text, Title } from '@mantine/core';

/** A screen whose route exists but whose content arrives with a later issue: its name and what it will offer. */
export function PlannedScreen({ title, upcoming }: { title: string; upcoming: string }) {
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="sm">
        {title}
      </Title>
      <Text c="dimmed" size="lg">
        {upcoming}
      </Text>
    </Container>
  );
}
