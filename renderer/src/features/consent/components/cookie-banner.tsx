import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApiClient } from '../../../api/use-api';
import { useSession } from '../../../identity/session-context';
import { lazyPart } from '../../../ui/lazy-part';
import { saveConsent } from '../api/save-consent';
import type { ConsentForm, CookieChoice } from '../lib/cookie-consent';
import { ACCEPT_ALL, consentRecords, ESSENTIAL_ONLY, storeConsent, useCookieChoicePending } from '../lib/cookie-consent';
import { usePlatform } from '../../../platform/platform-context';

export const COOKIE_SAVE_ERROR_TITLE = 'Error';
export const COOKIE_SAVE_ERROR_TEXT = 'Failed to save cookie preferences. Please try again.';

// The customise view's switches load when it is first asked for: a first visit that does not open it does not fetch
// and run Mantine's Switch and inputs while the page is still being hydrated.
const CookieCustomise = lazyPart(async () => (await import('./cookie-customise')).CookieCustomise);

/**
 * Spec 4: the cookie banner with its simple and customise views. `onChoiceSaved` tells the app the choice is made, so
 * the next first-visit overlay (the welcome) may open.
 */
export function CookieBanner({ onChoiceSaved }: { onChoiceSaved?: () => void }) {
  const api = useApiClient();
  const { user } = useSession();
  const { storage } = usePlatform();
  const [saved, setSaved] = useState(false);
  const open = useCookieChoicePending() && !saved;
  const [view, setView] = useState<ConsentForm>('simple');
  const [choice, setChoice] = useState<CookieChoice>(ESSENTIAL_ONLY);
  const [saving, setSaving] = useState(false);

  if (!open) return null;

  async function save(chosen: CookieChoice, form: ConsentForm) {
    setSaving(true);
    const now = Date.now();
    const records = consentRecords(chosen, {
      user: user ? { id: user.id, email: user.email } : null,
      userAgent: window.navigator.userAgent,
      sessionId: null,
      now,
      form,
    });
    try {
      await Promise.all(records.map((record) => saveConsent(api, record)));
      storeConsent(storage.local, chosen, now);
      setSaved(true);
      onChoiceSaved?.();
    } catch {
      notifications.show({ title: COOKIE_SAVE_ERROR_TITLE, message: COOKIE_SAVE_ERROR_TEXT, color: 'red' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Paper
      component="section"
      aria-labelledby="cookie-banner-title"
      withBorder
      shadow="xl"
      p="md"
      radius="md"
      pos="fixed"
      bottom={16}
      left={16}
      maw={560}
      style={{ zIndex: 200, right: 16 }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="cookie-banner-title">
          Your cookie choices
        </Title>
        {view === 'simple' ? (
          <>
            <Text size="sm">
              Essential cookies keep you signed in and the store working. With your permission we also use analytics, personalization and marketing cookies.
              Read the{' '}
              <Anchor component={Link} to="/cookie-policy">
                cookie policy
              </Anchor>
              .
            </Text>
            <Group justify="flex-end" gap="xs">
              <Button variant="subtle" onClick={() => setView('customize')} disabled={saving}>
                Customise
              </Button>
              <Button variant="default" onClick={() => void save(ESSENTIAL_ONLY, 'simple')} loading={saving}>
                Essential only
              </Button>
              <Button onClick={() => void save(ACCEPT_ALL, 'simple')} loading={saving}>
                Accept all
              </Button>
            </Group>
          </>
        ) : (
          <>
            <CookieCustomise choice={choice} onChange={setChoice} />
            <Group justify="flex-end" gap="xs">
              <Button variant="subtle" onClick={() => setView('simple')} disabled={saving}>
                Back
              </Button>
              <Button onClick={() => void save(choice, 'customize')} loading={saving}>
                Save preferences
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
