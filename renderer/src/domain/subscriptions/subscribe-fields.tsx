// The choices a subscription is made with — how often, where to, how it is paid — and what follows it, shared by the
// product page's "Subscribe & save" and a practitioner's plan in /profile, so both ask and answer alike.
import { Alert, Anchor, Group, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Address } from '@common/contracts/checkout';
import type { Subscription } from '@common/contracts/subscriptions';
import { SUBSCRIPTION_CADENCES } from '@common/subscriptions';
import type { SubscriptionCadence } from '@common/subscriptions';
import { addressLine } from '../addresses/addresses-api';
import type { StripeLoader } from '../payments/card-payment';
import { PayOrderByCard } from '../payments/pay-order-by-card';

const dayText = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'long' });

/** "Deliver every" 30, 60 or 90 days, as radios. */
export function CadenceChoice({ value, onChange }: { value: SubscriptionCadence; onChange: (cadence: SubscriptionCadence) => void }) {
  return (
    <Radio.Group label="Deliver every" value={String(value)} onChange={(chosen) => onChange(Number(chosen) as SubscriptionCadence)}>
      <Group gap="md" mt={4}>
        {SUBSCRIPTION_CADENCES.map((days) => (
          <Radio key={days} value={String(days)} label={`${days} days`} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** "Deliver to" one of the address book's addresses. */
export function AddressChoice({ addresses, value, onChange }: { addresses: readonly Address[]; value: string; onChange: (addressId: string) => void }) {
  return (
    <NativeSelect
      label="Deliver to"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={addresses.map((address) => ({ value: address.id, label: addressLine(address) }))}
    />
  );
}

/** The ways a subscription's deliveries can be paid without the customer there. */
export type SubscriptionPayment = 'cod' | 'card';

/** "Pay each delivery": cash on delivery, or a card saved by the first payment and charged for each delivery. */
export function SubscriptionPaymentChoice({ value, onChange }: { value: SubscriptionPayment; onChange: (method: SubscriptionPayment) => void }) {
  return (
    <Radio.Group label="Pay each delivery" value={value} onChange={(chosen) => onChange(chosen === 'card' ? 'card' : 'cod')}>
      <Group gap="md" mt={4}>
        <Radio value="cod" label="Cash on delivery" />
        <Radio value="card" label="Card, charged automatically" />
      </Group>
    </Radio.Group>
  );
}

/** How every delivery is paid, in a sentence under the choice. */
export function SubscriptionPaymentNote({ method = 'cod' }: { method?: SubscriptionPayment }) {
  return (
    <Text size="sm" c="dimmed">
      {method === 'card'
        ? "You pay the first order now in Stripe's card form; Stripe keeps the card and each delivery is charged to it when it is placed. A declined card is tried again the next day, and the order waits for you in your profile. "
        : 'Paid by cash on delivery each time. '}
      No coins are spent; skip, pause or cancel any time in your profile.
    </Text>
  );
}

/** Without an address there is nowhere to deliver: where to add one. */
export function AddressNeeded() {
  return (
    <Text size="sm">
      A subscription needs a delivery address.{' '}
      <Anchor component={Link} to="/profile#addresses-title">
        Add one in your profile
      </Anchor>
      , then come back.
    </Text>
  );
}

/** Subscribed: the first order is placed, when the next comes, and where to manage it. */
export function SubscribedNotice({ subscription }: { subscription: Subscription }) {
  return (
    <Alert color="teal" role="status" title="You are subscribed">
      Your first order is placed. The next one comes on{' '}
      {subscription.nextRenewalAt ? dayText.format(new Date(subscription.nextRenewalAt)) : 'the date in your profile'}, and you get a reminder three days
      before, with a way to skip it.{' '}
      <Anchor component={Link} to="/profile#subscriptions-title">
        Manage it in your profile
      </Anchor>
    </Alert>
  );
}

/** Subscribed; by card, the first order is then paid in Stripe's card form, which saves the card for the next deliveries. */
export function SubscribedWithFirstPayment({
  subscription,
  cardPublishableKey,
  loadStripe,
}: {
  subscription: Subscription;
  cardPublishableKey: string | null;
  /** Tests pass a stand-in for Stripe.js. */
  loadStripe?: StripeLoader | undefined;
}) {
  return (
    <Stack gap="sm">
      <SubscribedNotice subscription={subscription} />
      {subscription.paymentMethod === 'card' && subscription.lastOrderId && cardPublishableKey && (
        <PayOrderByCard
          orderId={subscription.lastOrderId}
          publishableKey={cardPublishableKey}
          label="Pay the first order by card"
          paidWhere="in your profile, and the card is saved for the next deliveries,"
          {...(loadStripe ? { loadStripe } : {})}
        />
      )}
    </Stack>
  );
}
