// The in-app renewal reminder (issue 44) on any page of a signed-in customer: three days before a renewal, a toast
// "Your next delivery of … is ordered on <day> (₹…)" with "Skip this delivery" and "Keep it", and the same words
// through the platform (a desktop notification) for a window in the background. The server hands each renewal's
// reminder out once; /profile keeps showing it until it is answered. Renders nothing itself.
import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '../../../api/use-api';
import { useSubscriptionReminders } from '../../../domain/subscriptions/subscriptions-api';
import { useSession } from '../../../identity/session-context';
import { platform } from '../../../platform/current-platform';
import { RenewalReminderActions, renewalReminderSentence } from './renewal-reminder';

/** Long enough to read and answer; hovering keeps it open, and the profile keeps it after. */
export const RENEWAL_REMINDER_TOAST_MS = 60_000;
const TITLE = 'Your next delivery is coming up';

export function SubscriptionReminderWatcher() {
  const { user } = useSession();
  const reminders = useSubscriptionReminders(user?.id ?? null);
  const api = useApiClient();
  const queryClient = useQueryClient();

  useEffect(() => {
    for (const reminder of reminders.data?.reminders ?? []) {
      const id = `subscription-reminder-${reminder.subscriptionId}-${reminder.renewalAt}`;
      const sentence = renewalReminderSentence(reminder);
      notifications.show({
        id,
        title: TITLE,
        color: 'blue',
        autoClose: RENEWAL_REMINDER_TOAST_MS,
        closeButtonProps: { 'aria-label': 'Dismiss reminder' },
        message: (
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{sentence}</Text>
            <RenewalReminderActions
              reminder={reminder}
              api={api}
              queryClient={queryClient}
              onAnswered={(answer) => notifications.update({ id, title: TITLE, color: 'teal', message: answer, autoClose: 5000 })}
            />
          </Stack>
        ),
      });
      platform.notifications.show({ title: TITLE, body: sentence, route: '/profile#subscriptions-title' }).catch(() => {
        // The toast already told the person; a desktop bridge that refuses adds nothing to act on.
      });
    }
  }, [reminders.data, api, queryClient]);

  return null;
}
