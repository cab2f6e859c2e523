import { Text } from '@mantine/core';

/** What a form's last send came to: a failure (announced at once) or its success (announced when the reader is free). */
export interface Outcome {
  kind: 'error' | 'sent' | 'saved';
  text: string;
}

/** The outcome of a form's last send, in a line under it; nothing before the first send. */
export function OutcomeLine({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  const failed = outcome.kind === 'error';
  return (
    <Text size="sm" c={failed ? 'red' : 'teal'} role={failed ? 'alert' : 'status'}>
      {outcome.text}
    </Text>
  );
}
