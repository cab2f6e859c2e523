import { Alert, Loader, Switch, Text } from '@mantine/core';
import type { PlatformDesktopSettings } from '../../../platform/platform';
import { useNotificationSettings, useSetNotificationsEnabled } from '../hooks/use-desktop-settings';
import { SettingsSection } from './settings-section';

/** The user's switch for native notifications (guardian blessings, consultation reminders). */
export function NotificationSettingsSection({ settings }: { settings: PlatformDesktopSettings }) {
  const current = useNotificationSettings(settings);
  const setEnabled = useSetNotificationsEnabled(settings);

  return (
    <SettingsSection headingId="notifications-heading" title="Notifications">
      {current.isPending && <Loader size="sm" role="status" aria-label="Loading the notification setting" />}
      {current.isError && (
        <Alert color="red" role="alert">
          The notification setting could not be read. Restart the app and try again.
        </Alert>
      )}
      {current.data && (
        <>
          <Switch
            label="Show desktop notifications for blessings and reminders"
            checked={current.data.enabled}
            disabled={setEnabled.isPending}
            onChange={(event) => setEnabled.mutate(event.currentTarget.checked)}
          />
          {!current.data.supported && (
            <Text size="sm" c="dimmed">
              This system does not offer desktop notifications, so none are shown whatever this switch says.
            </Text>
          )}
        </>
      )}
      {setEnabled.isError && (
        <Alert color="red" role="alert">
          The notification setting could not be changed. Please try again.
        </Alert>
      )}
    </SettingsSection>
  );
}
