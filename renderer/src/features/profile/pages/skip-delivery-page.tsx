import { Button, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SkipByLinkRequest } from '@common/contracts/subscriptions';
import { useLinkTokenRequest } from '../../../domain/links/use-link-token-request';
import { skipByLink } from '../../../domain/subscriptions/subscriptions-api';
import { ErrorAlert } from '../../../ui/error-alert';
import { FocusedTitle } from '../../../ui/focused-title';
import { NoIndex } from '../../../ui/no-index';

const dayText = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long' });

function isPossibleToken(token: string): boolean {
  return SkipByLinkRequest.shape.token.safeParse(token).success;
}

/**
 * /subscriptions/skip?token=…: the one-tap skip of a subscription's reminder mail, signed in or not (issue 44). The
 * token is read once into memory, dropped from the address bar, and posted once; the answer says which delivery is
 * skipped and when the next one comes.
 */
export function SkipDeliveryPage() {
  const { view, retry } = useLinkTokenRequest(isPossibleToken, skipByLink);

  return (
    <Container size={520} py="xl" px="md">
      <NoIndex />
      {view.kind === 'sending' && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Skipping the delivery…</Text>
        </Group>
      )}
      {view.kind === 'done' && (
        <Stack gap="sm" align="flex-start">
          <FocusedTitle>This delivery is skipped</FocusedTitle>
          <Text>Nothing will be ordered on {dayText.format(new Date(view.answer.skippedRenewalAt))}.</Text>
          {view.answer.nextRenewalAt && <Text>Your next delivery is ordered on {dayText.format(new Date(view.answer.nextRenewalAt))}.</Text>}
          <Button component={Link} to="/profile#subscriptions-title">
            See your subscriptions
          </Button>
        </Stack>
      )}
      {view.kind === 'link-invalid' && (
        <Stack gap="sm" align="flex-start">
          <FocusedTitle>This skip link no longer works</FocusedTitle>
          <Text>
            That delivery was already ordered, skipped or moved, or the link was cut short by your mail program. Your subscriptions are in your profile.
          </Text>
          <Button component={Link} to="/profile#subscriptions-title">
            See your subscriptions
          </Button>
        </Stack>
      )}
      {view.kind === 'failed' && (
        <Stack gap="sm" align="flex-start">
          <FocusedTitle>The delivery is not skipped yet</FocusedTitle>
          <ErrorAlert error={view.error} />
          <Button onClick={retry}>Try again</Button>
        </Stack>
      )}
    </Container>
  );
}
