import { Button, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/** What a list shows when nothing matches: says so, and offers the way back. */
export function EmptyResults({ message, backTo, backLabel }: { message: string; backTo: string; backLabel: string }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack align="flex-start" gap="sm">
        <Text>{message}</Text>
        <Button component={Link} to={backTo} variant="light">
          {backLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
