import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { PlatformDesktopSignIn } from '../../../platform/platform';
import { ErrorAlert } from '../../../ui/error-alert';

type Step = { kind: 'idle' } | { kind: 'opening' } | { kind: 'waiting' } | { kind: 'failed'; message: string };

/**
 * 'Continue with Google' in the desktop app: Google refuses its sign-in inside an embedded browser, so the app
 * opens the storefront's sign-in page in the system browser (RFC 8252) and signs this window in when it comes back.
 */
export function DesktopGoogleSignIn(props: {
  desktopSignIn: PlatformDesktopSignIn;
  unavailableReason: string | null;
  /** Runs before the browser opens (the signup breadcrumb, as on the web). */
  onBegin: () => void;
}) {
  const { desktopSignIn, unavailableReason, onBegin } = props;
  const [step, setStep] = useState<Step>({ kind: 'idle' });

  async function openBrowser() {
    setStep({ kind: 'opening' });
    onBegin();
    try {
      await desktopSignIn.begin();
      setStep({ kind: 'waiting' });
    } catch {
      setStep({ kind: 'failed', message: 'Your browser could not be opened for the Google sign-in. Please try again, or sign in with your email.' });
    }
  }

  if (step.kind === 'waiting') {
    return (
      <Alert color="blue" title="Finish signing in in your browser…" role="status">
        <Stack gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Loader size="xs" aria-hidden />
            <Text size="sm">
              We opened the Guardians sign-in page in your browser. Sign in with Google there; this window signs in by itself when you are done.
            </Text>
          </Group>
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => void openBrowser()}>
              Open the browser again
            </Button>
            <Button size="xs" variant="subtle" onClick={() => setStep({ kind: 'idle' })}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  return (
    <Stack gap="xs">
      <Button
        variant="default"
        fullWidth
        onClick={() => void openBrowser()}
        loading={step.kind === 'opening'}
        disabled={unavailableReason !== null}
        aria-describedby="desktop-google-hint"
      >
        Continue with Google
      </Button>
      <Text id="desktop-google-hint" size="xs" c="dimmed">
        {unavailableReason ?? 'Opens your web browser to sign in with Google.'}
      </Text>
      {step.kind === 'failed' && <ErrorAlert error={step.message} title="The Google sign-in did not start" />}
    </Stack>
  );
}
