import { Loader, Paper, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import type { MailPreference, MailPreferencesUpdate } from '@common/contracts/mail-preferences';
import { errorSentence } from '../../../api/error-texts';
import { ErrorAlert } from '../../../ui/error-alert';
import { SectionHeading } from '../../../ui/section-heading';
import { useMailPreferences } from '../api/get-mail-preferences';
import { useUpdateMailPreferences } from '../api/update-mail-preferences';

/**
 * /profile "Mails" (issue 42): one switch per group of mails the customer may turn off, saved the moment it is switched.
 * The switch shows the new position while it is saved and goes back if saving fails.
 */
export function MailPreferencesSection() {
  const preferences = useMailPreferences();
  const update = useUpdateMailPreferences();
  const [saved, setSaved] = useState<string | null>(null);

  function choose(preference: MailPreference, on: boolean) {
    setSaved(null);
    const change: MailPreferencesUpdate = {};
    change[preference.group] = on;
    update.mutate(change, { onSuccess: () => setSaved(`Saved: “${preference.label}” is now ${on ? 'on' : 'off'}.`) });
  }

  /** The position to show: the one being saved, else the server's. */
  function shownOn(preference: MailPreference): boolean {
    const saving = update.isPending ? update.variables[preference.group] : undefined;
    return saving ?? preference.on;
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="mails-title">
      <Stack gap="sm">
        <SectionHeading id="mails-title" title="Mails">
          Choose which of our mails you receive. Mails about your orders, bookings, account security and data requests always come.
        </SectionHeading>
        {preferences.isPending && <Loader size="sm" role="status" aria-label="Loading your mail choices" />}
        {preferences.isError && (
          <ErrorAlert
            title="Your mail choices could not be loaded"
            error={errorSentence(preferences.error, 'Check your connection, then try again.')}
            onRetry={() => void preferences.refetch()}
            retrying={preferences.isFetching}
          />
        )}
        {preferences.data?.groups.map((preference) => (
          <Switch
            key={preference.group}
            label={preference.label}
            description={preference.description}
            checked={shownOn(preference)}
            disabled={update.isPending}
            onChange={(event) => choose(preference, event.currentTarget.checked)}
          />
        ))}
        <div role="status">
          {update.isPending && <Text size="sm">Saving your choice…</Text>}
          {!update.isPending && saved !== null && (
            <Text size="sm" c="teal.8">
              {saved}
            </Text>
          )}
        </div>
        <ErrorAlert
          title="Your choice was not saved"
          error={update.isError ? errorSentence(update.error, 'Check your connection, then switch it again.') : null}
        />
        {preferences.data && (
          <Text size="xs" c="dimmed">
            Each of these mails also has an unsubscribe link at its foot, which works without signing in.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
