import { Alert, Anchor, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DesktopAuthToken } from '@common/contracts/desktop-auth';
import type { DesktopAuthCodeResponse } from '@common/contracts/desktop-auth';
import { ApiError } from '../../../api/api-error';
import { errorSentence } from '../../../api/error-texts';
import { apiOf } from '../../../api/query-client';
import { sessionQueryOptions } from '../../../identity/api/get-session';
import { SESSION_FLAGS } from '../../../identity/auth-storage';
import { firebaseSetup } from '../../../identity/firebase-config';
import { storeSignupBreadcrumb } from '../../../identity/signup-breadcrumb';
import { useRedirectFlow } from '../../../identity/use-redirect-flow';
import { useSession } from '../../../identity/session-context';
import { requestDesktopCode } from '../api/request-desktop-code';
import { desktopAppLink, desktopSignInPath } from '../lib/desktop-app-link';
import { usePlatform } from '../../../platform/platform-context';

const START_AGAIN = 'Go back to the Guardians app and choose “Continue with Google” again.';

/**
 * /desktop-sign-in?nonce=…, opened in the system browser by the desktop app (RFC 8252): sign in here with the
 * normal Google redirect, then hand a one-time code bound to the app's nonce back through guardian://auth.
 */
export function DesktopSignInPage({ openAppLink = (link: string) => window.location.assign(link) }: { openAppLink?: (link: string) => void }) {
  const [params] = useSearchParams();
  const nonce = DesktopAuthToken.safeParse(params.get('nonce') ?? '');

  return (
    <Container size={520} py="xl" px="md">
      <Stack gap="md">
        <Title order={1}>Sign in to the Guardians app</Title>
        {nonce.success ? (
          <DesktopSignInSteps nonce={nonce.data} openAppLink={openAppLink} />
        ) : (
          <Alert color="red" role="alert" title="This sign-in link is incomplete">
            The link from the Guardians app is missing its sign-in number or was changed on the way. {START_AGAIN}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}

function DesktopSignInSteps({ nonce, openAppLink }: { nonce: string; openAppLink: (link: string) => void }) {
  const session = useSession();
  if (session.status === 'loading') {
    return (
      <Stack gap="xs" align="flex-start">
        <Loader size="sm" role="status" aria-label="Checking your sign-in" />
        <Text c="dimmed">Checking whether you are signed in…</Text>
      </Stack>
    );
  }
  if (session.user === null) return <SignInFirst nonce={nonce} />;
  return <HandBackToApp key={nonce} nonce={nonce} email={session.user.email} openAppLink={openAppLink} />;
}

function SignInFirst({ nonce }: { nonce: string }) {
  const flow = useRedirectFlow();
  const { storage } = usePlatform();
  const [leaving, setLeaving] = useState(false);
  // Set while the Google redirect comes back to this page and the account effects finish the sign-in.
  const returning = window.sessionStorage.getItem(SESSION_FLAGS.googleSignInAttempt) !== null;

  async function continueWithGoogle() {
    setLeaving(true);
    storeSignupBreadcrumb(storage.local, 'angio');
    // Come back to this page, nonce and all, once Google has signed you in.
    await flow.begin(desktopSignInPath(nonce));
    setLeaving(false);
  }

  return (
    <Stack gap="sm">
      <Text>
        The Guardians desktop app sent you here because Google only allows its sign-in in a web browser. Sign in with Google below; you will then be sent back
        to the app.
      </Text>
      {returning && (
        <Text c="dimmed" role="status">
          Finishing your Google sign-in…
        </Text>
      )}
      <Button onClick={() => void continueWithGoogle()} loading={leaving} disabled={!firebaseSetup.available} w="fit-content">
        Continue with Google
      </Button>
      {!firebaseSetup.available && (
        <Text size="sm" c="dimmed">
          {firebaseSetup.reason}
        </Text>
      )}
    </Stack>
  );
}

function failureText(error: unknown): { message: string; canRetry: boolean } {
  if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
    return { message: `The link from the Guardians app is not valid. ${START_AGAIN}`, canRetry: false };
  }
  return { message: errorSentence(error, 'The link back to the Guardians app could not be made. Please try again.'), canRetry: true };
}

function HandBackToApp({ nonce, email, openAppLink }: { nonce: string; email: string; openAppLink: (link: string) => void }) {
  const queryClient = useQueryClient();
  const [expired, setExpired] = useState(false);
  const opened = useRef<string | null>(null);
  const codeRequest = useMutation({
    mutationFn: (_nothing: void, { client }) => requestDesktopCode(apiOf(client), { nonce }),
    onMutate: () => setExpired(false),
    onSuccess: (answer: DesktopAuthCodeResponse) => {
      const link = desktopAppLink(answer.code, nonce);
      // Once per code: StrictMode and re-renders must not fire the app link twice.
      if (opened.current === link) return;
      opened.current = link;
      openAppLink(link);
    },
    onError: (error) => {
      // The browser session ended meanwhile: show the sign-in step again.
      if (error instanceof ApiError && error.status === 401) void queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
    },
  });
  const { mutate } = codeRequest;
  const requested = useRef(false);

  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    mutate();
  }, [mutate]);

  const expiresAt = codeRequest.data?.expiresAt;
  useEffect(() => {
    if (expiresAt === undefined) return;
    const timer = setTimeout(() => setExpired(true), Math.max(0, Date.parse(expiresAt) - Date.now()));
    return () => clearTimeout(timer);
  }, [expiresAt]);

  if (codeRequest.isError) {
    const failure = failureText(codeRequest.error);
    return (
      <Alert color="red" role="alert" title="The app link could not be made">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{failure.message}</Text>
          {failure.canRetry && (
            <Button size="xs" variant="light" onClick={() => mutate()}>
              Try again
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }

  if (codeRequest.data === undefined) {
    return (
      <Stack gap="xs" align="flex-start">
        <Loader size="sm" role="status" aria-label="Preparing the app link" />
        <Text c="dimmed">Signed in as {email}. Preparing the link back to the app…</Text>
      </Stack>
    );
  }

  if (expired) {
    return (
      <Alert color="yellow" role="alert" title="This sign-in link has expired">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            The link back to the app works for two minutes. Get a new one here if the app is still waiting, or start again from the app: choose “Continue with
            Google” there.
          </Text>
          <Button size="xs" variant="light" onClick={() => mutate()}>
            Get a new link
          </Button>
        </Stack>
      </Alert>
    );
  }

  const link = desktopAppLink(codeRequest.data.code, nonce);
  return (
    <Stack gap="sm" align="flex-start">
      <Text>
        Signed in as <strong>{email}</strong>. Your browser should now offer to open the Guardians app; allow it and the app signs in.
      </Text>
      <Button component="a" href={link}>
        Open Guardians
      </Button>
      <Text size="sm" c="dimmed">
        The link works once, for two minutes. You can close this tab once the app has opened.
      </Text>
      <Anchor component={Link} to="/" size="sm">
        Stay in the browser storefront instead
      </Anchor>
    </Stack>
  );
}
