import { Button, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useLinkTokenRequest } from '../../../domain/links/use-link-token-request';
import { ErrorAlert } from '../../../ui/error-alert';
import { FocusedTitle } from '../../../ui/focused-title';
import { NoIndex } from '../../../ui/no-index';
import { isPossibleUnsubscribeToken, unsubscribe } from '../api/unsubscribe';

/**
 * /unsubscribe?token=…: the page the unsubscribe link at the foot of a mail opens, signed in or not. The token is read
 * once into memory and dropped from the address bar at once, then posted once; the answer names the group of mails
 * that stops, with the way back to /profile to switch it on again.
 */
export function UnsubscribePage() {
  const { view, retry } = useLinkTokenRequest(isPossibleUnsubscribeToken, unsubscribe);

  return (
    <Container size={520} py="xl" px="md">
      <NoIndex />
      {view.kind === 'sending' && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Unsubscribing…</Text>
        </Group>
      )}
      {view.kind === 'done' && (
        <Stack gap="sm" align="flex-start">
          <FocusedTitle>You are unsubscribed</FocusedTitle>
          <Text>You will no longer receive “{view.answer.label}” mails.</Text>
          <Text c="dimmed">Changed your mind? You can switch them on again in your profile, with your other mail choices.</Text>
          <Button component={Link} to="/profile#mails-title">
            Go to your profile
          </Button>
        </Stack>
      )}
      {view.kind === 'link-invalid' && (
        <Stack gap="sm" align="flex-start">
          <FocusedTitle>This unsubscribe link does not work</FocusedTitle>
          <Text>It may have been cut short by your mail program, or its account no longer exists. Sign in to choose your mails in your profile.</Text>
          <Button component={Link} to="/profile#mails-title">
            Go to your profile
          </Button>
        </Stack>
      )}
      {view.kind === 'failed' && (
        <Stack gap="sm" align="flex-start">
          <FocusedTitle>You are not unsubscribed yet</FocusedTitle>
          <ErrorAlert error={view.error} />
          <Button onClick={retry}>Try again</Button>
        </Stack>
      )}
    </Container>
  );
}
