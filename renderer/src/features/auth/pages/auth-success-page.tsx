import { Anchor, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { SESSION_FLAGS } from '../../../identity/auth-storage';
import { useRedirectFlow } from '../../../identity/use-redirect-flow';
import { useSession } from '../../../identity/session-context';

/** /auth-success: the stop after a Google sign-in, until the server session is confirmed; then on to the profile. */
export function AuthSuccessPage() {
  const session = useSession();
  const flow = useRedirectFlow();
  const signedIn = session.user !== null;

  useEffect(() => {
    if (!signedIn) return;
    // Step 8 of spec 4: the success flag and the target survive a reload until the redirect happens.
    window.sessionStorage.setItem(SESSION_FLAGS.authSuccess, 'true');
    if (window.sessionStorage.getItem(SESSION_FLAGS.authRedirectTo) === null) {
      window.sessionStorage.setItem(SESSION_FLAGS.authRedirectTo, '/profile');
    }
    flow.resumeSuccessRedirect();
  }, [signedIn, flow]);

  return (
    <Container size={520} py="xl" px="md">
      <Stack gap="md">
        {/* The heading says what is true now: finishing, signed in, or not signed in after all. */}
        <Title order={1}>{session.user ? 'You Are Signed In' : session.status === 'loading' ? 'Finishing Sign-in' : 'Sign-in Not Completed'}</Title>
        {session.status === 'loading' && (
          <Stack gap="xs" align="flex-start">
            <Loader size="sm" role="status" aria-label="Finishing sign-in" />
            <Text c="dimmed">Finishing your sign-in with the Guardians server…</Text>
          </Stack>
        )}
        {session.user && (
          <>
            <Text size="lg">Welcome{session.user.displayName ? `, ${session.user.displayName}` : ''}. Taking you to your profile…</Text>
            <Anchor component={Link} to="/profile">
              Go to my profile now
            </Anchor>
          </>
        )}
        {session.status === 'ready' && !session.user && (
          <>
            <Text size="lg">
              Your sign-in has not reached the Guardians server, so no session was started. Please sign in again; if it keeps happening, use your email and
              password instead.
            </Text>
            <Button component={Link} to="/auth-simple" w="fit-content">
              Sign in again
            </Button>
          </>
        )}
      </Stack>
    </Container>
  );
}
