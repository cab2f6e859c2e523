// /profile's subscriptions (issue 44): each one's products at the next renewal's prices, when it comes, where it goes,
// why the last one could not be placed; and everything the customer changes themselves — skip the next delivery,
// pause, resume, cancel (asked first), and how often, how many, where and on which day. A renewal three days away is
// announced at the top with "Skip this delivery" and "Keep it" (renewal-reminder.tsx) until it is answered.
import { Alert, Anchor, Badge, Button, Card, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@common/commerce';
import type { Subscription } from '@common/contracts/subscriptions';
import { MAX_DELIVERY_DATE_DAYS_AHEAD, SUBSCRIPTION_CADENCES, SUBSCRIPTION_STATUS_LABELS } from '@common/subscriptions';
import type { SubscriptionCadence } from '@common/subscriptions';
import { errorSentence } from '../../../api/error-texts';
import { useApiAction } from '../../../api/use-api-action';
import { useApiClient } from '../../../api/use-api';
import { addressLine, useAddresses } from '../../../domain/addresses/addresses-api';
import { ORDERS_QUERY_KEY } from '../../../domain/cart/api/place-order';
import { actOnSubscription, changeSubscription, SUBSCRIPTIONS_QUERY_KEY, useSubscriptions } from '../../../domain/subscriptions/subscriptions-api';
import type { SubscriptionAction } from '../../../domain/subscriptions/subscriptions-api';
import { UPI_AUTOPAY_LIMIT_TEXT } from '../../../domain/payments/upi-autopay-mandate';
import { ErrorAlert } from '../../../ui/error-alert';
import { OutcomeLine } from '../../../ui/outcome-line';
import { reminderOf, RenewalReminderNotice } from './renewal-reminder';

const dayText = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** How each delivery is paid: by cash, charged to the saved card, debited by UPI AutoPay, or paid online in the order history. */
function paidWith(subscription: Subscription): string {
  if (subscription.paymentMethod === 'cod') return 'cash on delivery';
  if (subscription.paymentMethod === 'card' && subscription.savedPaymentMethod) return 'charged to your saved card';
  if (subscription.paymentMethod === 'card') return 'by card: pay the order in your order history to save the card';
  if (subscription.savedPaymentMethod) return 'debited by UPI AutoPay';
  return 'by UPI AutoPay: pay the order in your order history by UPI to set up the mandate';
}

/** The UPI AutoPay mandate a subscription's deliveries are debited with: what it allows, and where it is managed. */
function UpiAutoPayMandateLine() {
  return (
    <Text size="sm" c="dimmed">
      UPI AutoPay mandate set up: each delivery is debited from your bank account when it is placed, at most {UPI_AUTOPAY_LIMIT_TEXT}; your bank tells you
      before each debit. Pause or cancel the mandate in your UPI app at any time.
    </Text>
  );
}

/** What cancelling does to the way of paying the subscription saved, as the confirmation says it. */
function savedPaymentGoes(subscription: Subscription): string {
  if (!subscription.savedPaymentMethod) return '';
  return subscription.paymentMethod === 'razorpay'
    ? ' Its UPI AutoPay mandate is revoked: it leaves your UPI app and nothing more is debited.'
    : ' Its saved card is removed: nothing more is charged to it.';
}
const DAY_MS = 24 * 60 * 60 * 1000;

type Kind = SubscriptionAction | 'save';

function ChangeForm({ subscription, onDone }: { subscription: Subscription; onDone: () => void }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const addresses = useAddresses();
  const [cadence, setCadence] = useState<SubscriptionCadence>(subscription.cadenceDays);
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(subscription.items.map((item) => [item.productId, item.quantity])),
  );
  const [addressId, setAddressId] = useState(subscription.addressId);
  const [day, setDay] = useState(subscription.nextRenewalAt?.slice(0, 10) ?? '');
  const { busy, error, run } = useApiAction();
  const today = new Date();
  const minDay = new Date(today.getTime() + DAY_MS).toISOString().slice(0, 10);
  const maxDay = new Date(today.getTime() + MAX_DELIVERY_DATE_DAYS_AHEAD * DAY_MS).toISOString().slice(0, 10);

  return (
    <form
      aria-label="Change the subscription"
      onSubmit={(event) => {
        event.preventDefault();
        void run(async () => {
          await changeSubscription(api, subscription.id, {
            cadenceDays: cadence,
            items: subscription.items.map((item) => ({ productId: item.productId, quantity: quantities[item.productId] ?? item.quantity })),
            addressId,
            ...(day && day !== subscription.nextRenewalAt?.slice(0, 10) ? { nextDeliveryOn: day } : {}),
          });
          await queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_QUERY_KEY });
          onDone();
        }, 'The changes were not saved. Check them and try again.');
      }}
    >
      <Stack gap="xs">
        <Group gap="sm" align="flex-end">
          <NativeSelect
            label="Deliver every"
            value={String(cadence)}
            onChange={(event) => setCadence(Number(event.currentTarget.value) as SubscriptionCadence)}
            data={SUBSCRIPTION_CADENCES.map((days) => ({ value: String(days), label: `${days} days` }))}
          />
          {subscription.status === 'active' && (
            <TextInput type="date" label="Next delivery" value={day} min={minDay} max={maxDay} onChange={(event) => setDay(event.currentTarget.value)} />
          )}
        </Group>
        {subscription.items.map((item) => (
          <NativeSelect
            key={item.productId}
            label={`${item.name}: how many`}
            value={String(quantities[item.productId] ?? item.quantity)}
            onChange={(event) => setQuantities({ ...quantities, [item.productId]: Number(event.currentTarget.value) })}
            data={Array.from({ length: 20 }, (_, index) => String(index + 1))}
          />
        ))}
        <NativeSelect
          label="Deliver to"
          value={addressId}
          onChange={(event) => setAddressId(event.currentTarget.value)}
          data={(addresses.data?.addresses ?? []).map((address) => ({ value: address.id, label: addressLine(address) }))}
        />
        <ErrorAlert error={error} title="Not saved" />
        <Group gap="sm">
          <Button type="submit" size="xs" loading={busy}>
            Save changes
          </Button>
          <Button variant="default" size="xs" onClick={onDone}>
            Keep as it is
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [changing, setChanging] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const { running, busy, error, run } = useApiAction<Kind>();
  const label = subscription.items.map((item) => `${item.quantity} × ${item.name}`).join(', ');

  async function act(action: SubscriptionAction) {
    await run(
      async () => {
        await actOnSubscription(api, subscription.id, action);
        setConfirmingCancel(false);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_QUERY_KEY }),
          queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
        ]);
      },
      'That did not work. Reload the page and try again.',
      action,
    );
  }

  return (
    <Card withBorder radius="md" component="article" aria-label={`Subscription: ${label}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{label}</Text>
          <Badge variant="light" color={subscription.status === 'active' ? 'teal' : 'gray'}>
            {SUBSCRIPTION_STATUS_LABELS[subscription.status]}
          </Badge>
        </Group>
        <Text size="sm">
          Every {subscription.cadenceDays} days · {formatMoney(subscription.nextGoodsTotal, subscription.currency)} after your {subscription.discountPercent}%
          discount, plus delivery · {paidWith(subscription)}
        </Text>
        {subscription.paymentMethod === 'razorpay' && subscription.savedPaymentMethod && <UpiAutoPayMandateLine />}
        {subscription.debitPending ? (
          <Text size="sm">The last delivery is ordered and its UPI AutoPay debit is with your bank, which settles it within about a day.</Text>
        ) : (
          subscription.nextRenewalAt && <Text size="sm">{`Next delivery: ordered on ${dayText.format(new Date(subscription.nextRenewalAt))}`}</Text>
        )}
        <Text size="sm" c="dimmed">
          To {subscription.addressLine || 'an address no longer in your address book: choose another'}
        </Text>
        {subscription.items
          .filter((item) => item.priceChange)
          .map((item) => (
            <Text size="sm" key={item.productId}>
              Price change: {item.name} is {formatMoney(item.priceChange?.to ?? 0, subscription.currency)} a unit from the next delivery (it was{' '}
              {formatMoney(item.priceChange?.from ?? 0, subscription.currency)}).
            </Text>
          ))}
        {subscription.items
          .filter((item) => !item.available)
          .map((item) => (
            <Alert key={item.productId} color="yellow" p="xs">
              {item.name} is not available in this quantity right now.
            </Alert>
          ))}
        {subscription.problem && (
          <Alert color={subscription.status === 'paused' ? 'red' : 'yellow'} title={subscription.status === 'paused' ? 'Paused after three tries' : 'Delayed'}>
            {subscription.unpaidOrderId ? (
              <>
                The last order is placed but not paid. {subscription.problem} <Anchor href="#orders-title">Pay it in your order history</Anchor>
                {subscription.status === 'paused'
                  ? ', and the subscription goes on with its next delivery.'
                  : subscription.paymentMethod === 'razorpay'
                    ? ', or we ask your bank for the UPI AutoPay debit again tomorrow.'
                    : ', or we try your card again tomorrow.'}
              </>
            ) : (
              `The last order could not be placed: ${subscription.problem}`
            )}
          </Alert>
        )}
        {changing ? (
          <ChangeForm subscription={subscription} onDone={() => setChanging(false)} />
        ) : (
          subscription.status !== 'cancelled' && (
            <Group gap="xs">
              {subscription.status === 'active' && (
                <Button size="xs" variant="light" loading={running === 'skip'} disabled={busy} onClick={() => void act('skip')}>
                  Skip the next delivery
                </Button>
              )}
              {subscription.status === 'active' ? (
                <Button size="xs" variant="default" loading={running === 'pause'} disabled={busy} onClick={() => void act('pause')}>
                  Pause
                </Button>
              ) : (
                <Button size="xs" loading={running === 'resume'} disabled={busy} onClick={() => void act('resume')}>
                  Resume
                </Button>
              )}
              <Button size="xs" variant="default" disabled={busy} onClick={() => setChanging(true)}>
                Change
              </Button>
              {confirmingCancel ? (
                <>
                  <Text size="sm">Cancel for good? Orders already placed stay.{savedPaymentGoes(subscription)}</Text>
                  <Button size="xs" color="red" loading={running === 'cancel'} onClick={() => void act('cancel')}>
                    Yes, cancel it
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setConfirmingCancel(false)}>
                    Keep it
                  </Button>
                </>
              ) : (
                <Button size="xs" variant="subtle" color="red" disabled={busy} onClick={() => setConfirmingCancel(true)}>
                  Cancel subscription
                </Button>
              )}
            </Group>
          )
        )}
        <ErrorAlert error={error} />
      </Stack>
    </Card>
  );
}

export function SubscriptionsSection() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const subscriptions = useSubscriptions();
  const [answered, setAnswered] = useState('');
  const reminders = (subscriptions.data?.subscriptions ?? []).flatMap((subscription) => reminderOf(subscription) ?? []);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="subscriptions-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="subscriptions-title">
          Subscriptions
        </Title>
        {reminders.map((reminder) => (
          <RenewalReminderNotice key={reminder.subscriptionId} reminder={reminder} api={api} queryClient={queryClient} onAnswered={setAnswered} />
        ))}
        <OutcomeLine outcome={answered === '' ? null : { kind: 'saved', text: answered }} />
        {subscriptions.isError ? (
          <Stack gap="xs" align="flex-start">
            <ErrorAlert error={errorSentence(subscriptions.error, 'Your subscriptions could not be loaded.')} />
            <Button size="xs" variant="light" onClick={() => void subscriptions.refetch()}>
              Try again
            </Button>
          </Stack>
        ) : !subscriptions.data ? (
          <Text c="dimmed">Loading your subscriptions…</Text>
        ) : subscriptions.data.subscriptions.length === 0 ? (
          <Text size="sm">
            No subscriptions yet. On a product page, “Subscribe &amp; save” delivers it every 30, 60 or 90 days for less, and so does a plan from your
            practitioner. <Link to="/marketplace">Browse the marketplace</Link>
          </Text>
        ) : (
          subscriptions.data.subscriptions.map((subscription) => <SubscriptionCard key={subscription.id} subscription={subscription} />)
        )}
      </Stack>
    </Paper>
  );
}
