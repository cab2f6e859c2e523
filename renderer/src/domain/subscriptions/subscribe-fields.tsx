// The choices a subscription is made with — how often, where to, how it is paid — and what follows it, shared by the
// product page's "Subscribe & save" and a practitioner's plan in /profile, so both ask and answer alike. Deliveries are
// paid in cash, charged to a card Stripe saves, or debited by a UPI AutoPay mandate registered through Razorpay.
import { Alert, Anchor, Group, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Address } from '@common/contracts/checkout';
import type { Order } from '@common/contracts/orders';
import type { Subscription } from '@common/contracts/subscriptions';
import { SUBSCRIPTION_CADENCES } from '@common/subscriptions';
import type { SubscriptionCadence } from '@common/subscriptions';
import { addressLine } from '../addresses/addresses-api';
import { ordersQueryOptions, useOrders } from '../cart/api/get-orders';
import type { StripeLoader } from '../payments/card-payment';
import { PayOrderByCard } from '../payments/pay-order-by-card';
import { PayOrderOnline } from '../payments/pay-order-online';
import type { RazorpayLoader } from '../payments/razorpay-payment';
import { UpiAutoPayMandateNote } from '../payments/upi-autopay-mandate';
import { formatPrice } from '../../ui/money';

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

/** The ways a subscription's deliveries can be paid: in cash, or without the customer there (a card, UPI AutoPay). */
export type SubscriptionPayment = 'cod' | 'card' | 'razorpay';

/** The ways the store can take each delivery's payment without the customer there. */
export interface OfferedSubscriptionPayments {
  /** Stripe's publishable key where the store takes cards. */
  cardPublishableKey: string | null;
  /** Razorpay's key id where the store takes UPI AutoPay through Razorpay. */
  razorpayKeyId: string | null;
}

/** Whether there is a choice to make beside cash on delivery. */
export function offersOnlinePayment(offered: OfferedSubscriptionPayments): boolean {
  return offered.cardPublishableKey !== null || offered.razorpayKeyId !== null;
}

/** "Pay each delivery": cash on delivery, a card saved by the first payment, or UPI AutoPay, where the store takes them. */
export function SubscriptionPaymentChoice({
  value,
  onChange,
  offered,
}: {
  value: SubscriptionPayment;
  onChange: (method: SubscriptionPayment) => void;
  offered: OfferedSubscriptionPayments;
}) {
  return (
    <Radio.Group label="Pay each delivery" value={value} onChange={(chosen) => onChange(chosen === 'card' || chosen === 'razorpay' ? chosen : 'cod')}>
      <Group gap="md" mt={4}>
        <Radio value="cod" label="Cash on delivery" />
        {offered.razorpayKeyId && <Radio value="razorpay" label="UPI AutoPay, debited automatically" />}
        {offered.cardPublishableKey && <Radio value="card" label="Card, charged automatically" />}
      </Group>
    </Radio.Group>
  );
}

/** How every delivery is paid, in a sentence under the choice; for UPI AutoPay, what the mandate lets us do. */
export function SubscriptionPaymentNote({ method = 'cod' }: { method?: SubscriptionPayment }) {
  const skip = 'No coins are spent; skip, pause or cancel any time in your profile.';
  if (method === 'razorpay') {
    return (
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          You pay the first order now by UPI in Razorpay's window; each later delivery is then debited by UPI AutoPay when it is placed. A debit that does not
          go through is asked again the next day, and the order waits for you in your profile. {skip}
        </Text>
        <UpiAutoPayMandateNote />
      </Stack>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      {method === 'card'
        ? "You pay the first order now in Stripe's card form; Stripe keeps the card and each delivery is charged to it when it is placed. A declined card is tried again the next day, and the order waits for you in your profile. "
        : 'Paid by cash on delivery each time. '}
      {skip}
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

/**
 * The subscription's first order paid through Razorpay where the customer subscribed: Razorpay's window opens on it for
 * the customer's mandate (customer_id, recurring: 1), and once paid the next deliveries are debited by UPI AutoPay.
 */
function PayFirstOrderByUpi({ orderId, razorpayKeyId, loadCheckout }: { orderId: string; razorpayKeyId: string; loadCheckout?: RazorpayLoader | undefined }) {
  const queryClient = useQueryClient();
  const orders = useOrders();
  const [paid, setPaid] = useState<Order | null>(null);
  const order = orders.data?.orders.find((candidate) => candidate.id === orderId);
  if (paid) {
    return (
      <Alert color="teal" role="status" title="Payment received">
        Razorpay confirmed your payment of {formatPrice(paid.total, paid.currency)}. The next deliveries are debited by UPI AutoPay: the mandate shows under
        Subscriptions in your profile.
      </Alert>
    );
  }
  if (!order || order.status !== 'pending_payment') return null;
  return (
    <PayOrderOnline
      keyId={razorpayKeyId}
      order={order}
      onPaid={(confirmed) => {
        setPaid(confirmed);
        void queryClient.invalidateQueries(ordersQueryOptions);
      }}
      {...(loadCheckout ? { loadCheckout } : {})}
    />
  );
}

/**
 * Subscribed; by card, the first order is then paid in Stripe's card form, which saves the card for the next
 * deliveries; through Razorpay, in Razorpay's window, where paying by UPI registers the UPI AutoPay mandate.
 */
export function SubscribedWithFirstPayment({
  subscription,
  cardPublishableKey,
  razorpayKeyId = null,
  loadStripe,
  loadCheckout,
}: {
  subscription: Subscription;
  cardPublishableKey: string | null;
  razorpayKeyId?: string | null;
  /** Tests pass a stand-in for Stripe.js. */
  loadStripe?: StripeLoader | undefined;
  /** Tests pass a stand-in for Razorpay's checkout.js. */
  loadCheckout?: RazorpayLoader | undefined;
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
      {subscription.paymentMethod === 'razorpay' && subscription.lastOrderId && razorpayKeyId && (
        <PayFirstOrderByUpi orderId={subscription.lastOrderId} razorpayKeyId={razorpayKeyId} loadCheckout={loadCheckout} />
      )}
    </Stack>
  );
}
