import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { httpUrlSchema } from '@common/desktop-bridge';
import type { DesktopSettings, PlatformDesktopSettings, PlatformInfo } from '../../../platform/platform';
import { useUpdateSettings } from '../hooks/use-desktop-settings';
import { optionalSetting } from './settings-form-field';
import { SettingsSection, SettingsForm } from './settings-section';

/** Which server the app talks to: a remote storefront, or the one built into the app (works offline). */
export function ConnectionSettings(props: { settings: PlatformDesktopSettings; saved: DesktopSettings; info: PlatformInfo | undefined }) {
  const { settings, saved, info } = props;
  const update = useUpdateSettings(settings);
  const [apiUrl, setApiUrl] = useState(saved.apiUrl ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [savedNow, setSavedNow] = useState(false);

  function save(value: string | null) {
    setSavedNow(false);
    update.mutate({ apiUrl: value }, { onSuccess: () => setSavedNow(true) });
  }

  function submit() {
    const checked = optionalSetting(httpUrlSchema, apiUrl);
    if ('error' in checked) {
      setFieldError(checked.error);
      return;
    }
    setFieldError(null);
    save(checked.value);
  }

  return (
    <SettingsSection headingId="connection-heading" title="Server">
      {info && (
        <Text size="sm">This window uses {info.embeddedServer ? 'the server built into the app (works offline)' : <strong>{info.apiOrigin}</strong>}.</Text>
      )}
      <SettingsForm onSubmit={submit}>
        <Stack gap="xs">
          <TextInput
            label="API URL"
            description="The Guardians storefront this app talks to. Leave it empty to use the built-in server."
            placeholder="https://guardians.example.com"
            value={apiUrl}
            onChange={(event) => setApiUrl(event.currentTarget.value)}
            error={fieldError}
            inputMode="url"
            autoComplete="url"
          />
          <Group gap="xs">
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
            <Button
              variant="default"
              disabled={saved.apiUrl === null}
              onClick={() => {
                setApiUrl('');
                save(null);
              }}
            >
              Use the built-in server
            </Button>
          </Group>
        </Stack>
      </SettingsForm>
      <Text size="sm" c="dimmed">
        A new API URL applies the next time you start the app. If that server cannot be reached, choose File → Use the Built-in Server and Restart. The
        GUARDIANS_API_URL environment variable, when set, takes precedence.
      </Text>
      {savedNow && (
        <Text size="sm" c="teal" role="status">
          Saved. Restart the app to use {saved.apiUrl ?? 'the built-in server'}.
        </Text>
      )}
      {update.isError && (
        <Alert color="red" role="alert">
          The API URL could not be saved: the desktop app refused it. Check the address and try again.
        </Alert>
      )}
    </SettingsSection>
  );
}
