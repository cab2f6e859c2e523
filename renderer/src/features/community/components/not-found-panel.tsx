import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** An unknown circle or a topic the member may not see: what happened, and the way back to the circles. */
export function NotFoundPanel({
  title,
  text,
  backTo = '/community',
  backLabel = 'Back to the community',
}: {
  title: string;
  text: string;
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="not-found-title">
      <Stack gap="sm" align="flex-start">
        <Title order={1} id="not-found-title">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        <Anchor component={Link} to={backTo}>
          {backLabel}
        </Anchor>
      </Stack>
    </Paper>
  );
}
