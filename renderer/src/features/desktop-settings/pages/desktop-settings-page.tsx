import { Alert, Anchor, Container, Divider, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Platform, PlatformDesktopSettings, PlatformSecrets } from '../../../platform/platform';
import { usePlatform } from '../../../platform/platform-context';
import { ConnectionSettings } from '../components/connection-settings';
import { LanguageModelSettings } from '../components/language-model-settings';
import { NotificationSettingsSection } from '../components/notification-settings';
import { ProviderKeyField } from '../components/provider-key-field';
import { usePlatformInfo, useSavedSettings, useSecretsStatus } from '../hooks/use-desktop-settings';
import { SettingsSection } from '../components/settings-section';

/** /desktop-settings: the desktop app's server, provider keys and notifications. In a browser it only explains. */
export function DesktopSettingsPage() {
  const platform = usePlatform();
  const { desktopSettings, secrets } = platform;

  return (
    <Container size={720} py="xl" px="md">
      <Stack gap="lg">
        <Title order={1}>Desktop settings</Title>
        {desktopSettings && secrets ? (
          <DesktopSettingsSections platform={platform} settings={desktopSettings} secrets={secrets} />
        ) : (
          <Text>
            These settings belong to the Guardians desktop app: the server it uses, provider keys and desktop notifications. In the browser there is nothing to
            set here.{' '}
            <Anchor component={Link} to="/">
              Back to the storefront
            </Anchor>
          </Text>
        )}
      </Stack>
    </Container>
  );
}

function DesktopSettingsSections(props: { platform: Platform; settings: PlatformDesktopSettings; secrets: PlatformSecrets }) {
  const { platform, settings, secrets } = props;
  const info = usePlatformInfo(platform);
  const saved = useSavedSettings(settings);
  const status = useSecretsStatus(secrets);

  if (saved.isPending || status.isPending) return <Loader role="status" aria-label="Loading the desktop settings" />;
  if (saved.isError || status.isError) {
    return (
      <Alert color="red" role="alert" title="The settings could not be read">
        The desktop app did not answer. Restart it and open the settings again.
      </Alert>
    );
  }

  return (
    <>
      {status.data.protection === 'session-only' && (
        <Alert color="yellow" role="alert" title="Keys are kept until the app quits">
          This system offers no encryption for saved keys (no keyring is unlocked), so the app does not write them to disk: keys you enter are kept until the
          app quits, and you will need to enter them again next time.
        </Alert>
      )}
      {info.data && !info.data.embeddedServer && (
        <Text size="sm" c="dimmed">
          This app uses a remote server, which has its own keys: the keys below are only used by the built-in server.
        </Text>
      )}
      <Paper withBorder p="md" radius="md">
        <ConnectionSettings settings={settings} saved={saved.data} info={info.data} />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="lg">
          <LanguageModelSettings settings={settings} secrets={secrets} saved={saved.data} keySet={status.data.set['llm-api-key'] ?? false} />
          <Divider />
          <SettingsSection headingId="voice-heading" title="Voice">
            <ProviderKeyField secrets={secrets} name="elevenlabs-api-key" label="ElevenLabs API key" isSet={status.data.set['elevenlabs-api-key'] ?? false} />
          </SettingsSection>
          <Text size="sm" c="dimmed">
            {status.data.protection === 'os' ? 'Saved keys are encrypted by your system and never shown again. ' : 'Keys are never shown again. '}
            Changes to the language model and keys apply the next time you start the app.
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <NotificationSettingsSection settings={settings} />
      </Paper>
    </>
  );
}
