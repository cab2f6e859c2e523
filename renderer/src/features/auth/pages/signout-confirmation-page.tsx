import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { DELETION_GRACE_DAYS } from '@common/contracts/gdpr';
import { useSession } from '../../../identity/session-context';
import type { SignoutLanding } from '../../../identity/use-sign-out';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** The deletion the sign-out was told of (router state: absent after a reload or on a link). */
function deletionOf(state: unknown): NonNullable<SignoutLanding['deletion']> | null {
  if (typeof state !== 'object' || state === null || !('deletion' in state)) return null;
  const deletion = (state as SignoutLanding).deletion;
  if (typeof deletion !== 'object' || deletion === null) return null;
  const scheduledFor = typeof deletion.scheduledFor === 'string' && !Number.isNaN(Date.parse(deletion.scheduledFor)) ? deletion.scheduledFor : null;
  return { scheduledFor };
}

/** /signout-confirmation: where signing out lands (also after asking for the account's deletion). */
export function SignoutConfirmationPage() {
  const session = useSession();
  const deletion = deletionOf(useLocation().state);
  return (
    <Container size={520} py="xl" px="md">
      <Stack gap="md">
        <Title order={1}>You Are Signed Out</Title>
        {session.user ? (
          <Text size="lg">This browser is signed in again as {session.user.email}. Open your profile to sign out once more.</Text>
        ) : deletion ? (
          <Text size="lg">
            {deletion.scheduledFor
              ? `Your account will be deleted on ${day.format(new Date(deletion.scheduledFor))}.`
              : `Your account will be deleted in ${DELETION_GRACE_DAYS} days.`}{' '}
            Signing in again before then cancels the deletion.
          </Text>
        ) : (
          <Text size="lg">Your session has ended on this device. Your rewards and assessments are kept for you.</Text>
        )}
        <Group>
          <Button component={Link} to="/auth-simple">
            Sign in again
          </Button>
          <Button component={Link} to="/" variant="default">
            Back to home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
