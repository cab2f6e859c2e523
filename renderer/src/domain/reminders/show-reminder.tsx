// A reminder the server hands out (a consultation about to start, a plan waiting): a toast with a button to where
// it is dealt with, and the same words through the platform (a desktop notification) for a window in the background.
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PlatformNotifications } from '../../platform/platform';

export interface Reminder {
  /** The toast's id: one toast per reminder, however often it is shown. */
  id: string;
  title: string;
  body: string;
  route: string;
  /** The button's label, e.g. 'Open your plans'. */
  openLabel: string;
  /** How long the toast stays (hovering keeps it open). */
  autoClose: number;
}

export function showReminder(reminder: Reminder, open: (route: string) => void, platformNotifications: PlatformNotifications): void {
  notifications.show({
    id: reminder.id,
    title: reminder.title,
    color: 'teal',
    autoClose: reminder.autoClose,
    closeButtonProps: { 'aria-label': 'Dismiss reminder' },
    message: (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{reminder.body}</Text>
        <Button
          size="xs"
          variant="light"
          onClick={() => {
            notifications.hide(reminder.id);
            open(reminder.route);
          }}
        >
          {reminder.openLabel}
        </Button>
      </Stack>
    ),
  });
  platformNotifications.show({ title: reminder.title, body: reminder.body, route: reminder.route }).catch(() => {
    // The toast already told the person; a desktop bridge that refuses adds nothing to act on.
  });
}
