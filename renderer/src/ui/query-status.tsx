import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';

/** What a section shows while its data loads: a spinner with words a screen reader can announce. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

/** A failed read: the sentence for the error (errorNoticeSentence in src/api/error-texts.ts), and a way to try again. */
export function ErrorNotice({ sentence, onRetry }: { sentence: string; onRetry?: () => void }) {
  return (
    <Alert color="red" variant="light" role="alert" title="Something went wrong">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{sentence}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
