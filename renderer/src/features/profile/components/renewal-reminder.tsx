// The in-app side of the renewal reminder (issue 44): "Your next delivery of … is ordered on <day> (₹…)" with one-tap
// "Skip this delivery" (the existing skip) and "Keep it" (answered on the server for that renewal only), as a notice
// atop /profile's Subscriptions and in the toast of subscription-reminder-watcher.tsx.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '@common/commerce';
import type { Subscription } from '@common/contracts/subscriptions';
import type { ApiClient } from '../../../api/api-request';
import { errorSentence } from '../../../api/error-texts';
import { actOnSubscription, keepRenewal, SUBSCRIPTIONS_QUERY_KEY, subscriptionsQueryOptions } from '../../../domain/subscriptions/subscriptions-api';
import { ErrorAlert } from '../../../ui/error-alert';

const dayText = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long' });

export interface RenewalReminder {
  subscriptionId: string;
  renewalAt: string;
  items: readonly { name: string; quantity: number }[];
  goodsTotal: number;
  currency: string;
}

/** The reminder a subscription's view carries (reminderDue), in the shape the reminders endpoint hands out. */
export function reminderOf(subscription: Subscription): RenewalReminder | null {
  if (!subscription.reminderDue || subscription.nextRenewalAt === null) return null;
  return {
    subscriptionId: subscription.id,
    renewalAt: subscription.nextRenewalAt,
    items: subscription.items,
    goodsTotal: subscription.nextGoodsTotal,
    currency: subscription.currency,
  };
}

export function renewalReminderSentence(reminder: RenewalReminder): string {
  const what = reminder.items.map((item) => `${item.quantity} × ${item.name}`).join(', ');
  return `Your next delivery of ${what} is ordered on ${dayText.format(new Date(reminder.renewalAt))} (${formatMoney(reminder.goodsTotal, reminder.currency)}).`;
}

type Answer = 'skip' | 'keep';

const MOVED = 'That delivery was already placed, skipped or moved. Your subscriptions show the next one.';

/** The skip skips whatever renewal is next: it must still be the one the reminder is about. */
async function stillNext(queryClient: QueryClient, reminder: RenewalReminder): Promise<boolean> {
  const fresh = await queryClient.fetchQuery({ ...subscriptionsQueryOptions, staleTime: 0 });
  const current = fresh.subscriptions.find((subscription) => subscription.id === reminder.subscriptionId);
  return current?.status === 'active' && current.nextRenewalAt !== null && Date.parse(current.nextRenewalAt) === Date.parse(reminder.renewalAt);
}

/**
 * "Skip this delivery" and "Keep it": `onAnswered` gets a sentence saying what happened. Takes the API and query
 * clients as props: a toast is drawn outside the app's providers.
 */
export function RenewalReminderActions({
  reminder,
  api,
  queryClient,
  onAnswered,
}: {
  reminder: RenewalReminder;
  api: ApiClient;
  queryClient: QueryClient;
  onAnswered: (sentence: string) => void;
}) {
  const [running, setRunning] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function answer(kind: Answer) {
    setRunning(kind);
    setError(null);
    try {
      if (kind === 'skip' && !(await stillNext(queryClient, reminder))) {
        setError(MOVED);
        return;
      }
      const { subscription } =
        kind === 'skip' ? await actOnSubscription(api, reminder.subscriptionId, 'skip') : await keepRenewal(api, reminder.subscriptionId, reminder.renewalAt);
      const next = subscription.nextRenewalAt ? dayText.format(new Date(subscription.nextRenewalAt)) : 'the date in your profile';
      onAnswered(kind === 'skip' ? `Skipped. The next delivery is ordered on ${next}.` : `Kept: your delivery is ordered on ${next}.`);
    } catch (caught) {
      setError(errorSentence(caught, 'That did not work. Open your subscriptions and try again.'));
    } finally {
      setRunning(null);
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_QUERY_KEY });
    }
  }

  return (
    <Stack gap={6} align="flex-start">
      <Group gap="xs">
        <Button size="xs" variant="light" loading={running === 'skip'} disabled={running !== null} onClick={() => void answer('skip')}>
          Skip this delivery
        </Button>
        <Button size="xs" variant="default" loading={running === 'keep'} disabled={running !== null} onClick={() => void answer('keep')}>
          Keep it
        </Button>
      </Group>
      <ErrorAlert inline error={error} />
    </Stack>
  );
}

/** Atop the Subscriptions section, until the customer answers it or the renewal is placed. */
export function RenewalReminderNotice({
  reminder,
  api,
  queryClient,
  onAnswered,
}: {
  reminder: RenewalReminder;
  api: ApiClient;
  queryClient: QueryClient;
  onAnswered: (sentence: string) => void;
}) {
  return (
    <Alert color="blue" title="Your next delivery is coming up" role="region">
      <Stack gap="xs">
        <Text size="sm">{renewalReminderSentence(reminder)}</Text>
        <RenewalReminderActions reminder={reminder} api={api} queryClient={queryClient} onAnswered={onAnswered} />
      </Stack>
    </Alert>
  );
}
