import { Button, Group, Stack, Text } from '@mantine/core';
import { ErrorAlert } from '../../../ui/error-alert';
import { FocusedTitle } from '../../../ui/focused-title';

interface ResetLinkSentProps {
  email: string;
  validMinutes: number;
  /** How many times this page asked for a link for the address: from the second on, it says another is coming. */
  times: number;
  sending: boolean;
  error: string | undefined;
  onSendAgain: () => void;
  onUseAnotherEmail: () => void;
}

/** The answer to "Forgot password?": the same whether an account holds the address or not, so it reveals nothing. */
export function ResetLinkSent({ email, validMinutes, times, sending, error, onSendAgain, onUseAnotherEmail }: ResetLinkSentProps) {
  return (
    <Stack gap="sm">
      <FocusedTitle>Check your email</FocusedTitle>
      <Text>
        If an account uses <strong>{email}</strong>, we have sent a link to reset its password to that address.
      </Text>
      <Text>
        The link works for {validMinutes} minute{validMinutes === 1 ? '' : 's'} and only once.
      </Text>
      <Text>It can take a few minutes to arrive. If it does not, check your spam or junk folder, or send the link again.</Text>
      {/* Present before a resend, so its sentence is read out each time one succeeds (empty while sending). */}
      <Text size="sm" c="teal" role="status">
        {times > 1 && !sending ? 'Another link is on its way if an account uses this address.' : ''}
      </Text>
      <ErrorAlert error={error} title="Could not send the link" />
      <Group gap="sm">
        <Button variant="light" onClick={onSendAgain} loading={sending}>
          Send the link again
        </Button>
        <Button variant="subtle" onClick={onUseAnotherEmail} disabled={sending}>
          Use a different email
        </Button>
      </Group>
    </Stack>
  );
}
