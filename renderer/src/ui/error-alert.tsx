import { Alert, Button, Group, Stack, Text } from '@mantine/core';

export interface ErrorAlertProps {
  /** What went wrong, in a sentence a person can act on (errorSentence of the API error); nothing shows without one. */
  error: string | null | undefined;
  title?: string;
  /** Offers "Try again" beside the sentence, e.g. a failed read's refetch. */
  onRetry?: () => void;
  /** The retry is under way: its button shows it. */
  retrying?: boolean;
  /** The button under the sentence rather than beside it. */
  stacked?: boolean;
  /** A line of red text instead of a box, inside a small card or form. */
  inline?: boolean;
}

/** A failed read or action, announced to screen readers (role="alert"). */
export function ErrorAlert({ error, title, onRetry, retrying, stacked = false, inline = false }: ErrorAlertProps) {
  if (!error) return null;
  if (inline) {
    return (
      <Text size="sm" c="red" role="alert">
        {error}
      </Text>
    );
  }
  if (!onRetry) {
    return (
      <Alert color="red" role="alert" title={title}>
        {error}
      </Alert>
    );
  }
  const sentence = <Text size="sm">{error}</Text>;
  const retry = (
    <Button size="xs" variant="light" onClick={onRetry} loading={retrying}>
      Try again
    </Button>
  );
  return (
    <Alert color="red" role="alert" title={title}>
      {stacked ? (
        <Stack gap="xs" align="flex-start">
          {sentence}
          {retry}
        </Stack>
      ) : (
        <Group gap="sm">
          {sentence}
          {retry}
        </Group>
      )}
    </Alert>
  );
}
