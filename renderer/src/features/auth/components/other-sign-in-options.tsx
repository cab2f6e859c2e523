import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { GuardianId } from '@common/guardians';
import { useApiClient } from '../../../api/use-api';
import { errorSentence } from '../../../api/error-texts';
import { firebaseSetup } from '../../../identity/firebase-config';
import { storeSignupBreadcrumb } from '../../../identity/signup-breadcrumb';
import { useCompleteSignIn } from '../../../identity/use-complete-sign-in';
import { useRedirectFlow } from '../../../identity/use-redirect-flow';
import { usePlatform } from '../../../platform/platform-context';
import { demoSignIn } from '../api/demo-sign-in';
import { DesktopGoogleSignIn } from './desktop-google-sign-in';
import { ErrorAlert } from '../../../ui/error-alert';

/** 'Continue with Google' (spec 4, sign-in by redirect; through the system browser on desktop) and 'Try the demo'. */
export function OtherSignInOptions({ guardian }: { guardian: GuardianId }) {
  const api = useApiClient();
  const { desktopSignIn, storage } = usePlatform();
  const flow = useRedirectFlow();
  const completeSignIn = useCompleteSignIn();
  const [leaving, setLeaving] = useState(false);
  const [demoPending, setDemoPending] = useState(false);
  const [demoError, setDemoError] = useState<string | null>(null);

  async function continueWithGoogle() {
    setLeaving(true);
    // A first Google sign-in creates the account: the welcome reward waits for it like for a new simple account.
    storeSignupBreadcrumb(storage.local, guardian);
    await flow.begin();
    setLeaving(false);
  }

  async function tryDemo() {
    setDemoError(null);
    setDemoPending(true);
    try {
      await completeSignIn(await demoSignIn(api), '/profile', { useStoredTarget: true });
    } catch (error) {
      setDemoError(errorSentence(error, 'The demo could not start. Please try again.'));
      setDemoPending(false);
    }
  }

  return (
    <Stack gap="xs">
      {desktopSignIn ? (
        <DesktopGoogleSignIn
          desktopSignIn={desktopSignIn}
          unavailableReason={firebaseSetup.available ? null : firebaseSetup.reason}
          // A first Google sign-in creates the account, as on the web.
          onBegin={() => storeSignupBreadcrumb(storage.local, guardian)}
        />
      ) : (
        <>
          <Button
            variant="default"
            fullWidth
            onClick={() => void continueWithGoogle()}
            loading={leaving}
            disabled={!firebaseSetup.available}
            aria-describedby={firebaseSetup.available ? undefined : 'google-unavailable'}
          >
            Continue with Google
          </Button>
          {!firebaseSetup.available && (
            <Text id="google-unavailable" size="xs" c="dimmed">
              {firebaseSetup.reason}
            </Text>
          )}
        </>
      )}
      <Button variant="light" fullWidth onClick={() => void tryDemo()} loading={demoPending}>
        Try the demo
      </Button>
      <ErrorAlert error={demoError} title="The demo did not start" />
    </Stack>
  );
}
