import { Button, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useLinkToken } from '../../../ui/use-link-token';
import type { UnsubscribeResponse } from '@common/contracts/mail-preferences';
import { ApiError } from '../../../api/api-error';
import { errorSentence } from '../../../api/error-texts';
import { useApiClient } from '../../../api/use-api';
import { ErrorAlert } from '../../../ui/error-alert';
import { FocusedTitle } from '../../../ui/focused-title';
import { NoIndex } from '../../../ui/no-index';
import { isPossibleUnsubscribeToken, unsubscribe } from '../api/unsubscribe';

type View = { kind: 'sending' } | { kind: 'done'; answer: UnsubscribeResponse } | { kind: 'link-invalid' } | { kind: 'failed'; error: string };

/**
 * /unsubscribe?token=…: the page the unsubscribe link at the foot of a mail opens, signed in or not. The token is read
 * once into memory and dropped from the address bar at once, then posted once; the answer names the group of mails
 * that stops, with the way back to /profile to switch it on again.
 */
export function UnsubscribePage() {
  const token = useLinkToken();

  const api = useApiClient();
  const [view, setView] = useState<View>(() => (isPossibleUnsubscribeToken(token) ? { kind: 'sending' } : { kind: 'link-invalid' }));

  const send = useCallback(async () => {
    setView({ kind: 'sending' });
    try {
      setView({ kind: 'done', answer: await unsubscribe(api, token) });
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 400) setView({ kind: 'link-invalid' });
      else setView({ kind: 'failed', error: errorSentence(caught, 'Check your connection, then try again.') });
    }
  }, [api, token]);

  // Once, however often React runs the effect (development runs it twice): opening the link is the one request.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !isPossibleUnsubscribeToken(token)) return;
    sent.current = true;
    void send();
  }, [send, token]);

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
          <Button onClick={() => void send()}>Try again</Button>
        </Stack>
      )}
    </Container>
  );
}
