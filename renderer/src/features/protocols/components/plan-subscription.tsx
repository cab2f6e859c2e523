// A practitioner's plan delivered every 30, 60 or 90 days (issue 44), beside "Order this plan": the same choices as the
// product page's "Subscribe & save" (domain/subscriptions/subscribe-fields.tsx), by card or UPI AutoPay its first order
// paid as there, the items and prices the server's, and once subscribed where the plan's subscription stands.
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CarePlan } from '@common/contracts/protocols';
import type { Subscription } from '@common/contracts/subscriptions';
import type { SubscriptionCadence } from '@common/subscriptions';
import { errorSentence } from '../../../api/error-texts';
import { useApiAction } from '../../../api/use-api-action';
import { useApiClient } from '../../../api/use-api';
import { useAddresses } from '../../../domain/addresses/addresses-api';
import { ORDERS_QUERY_KEY } from '../../../domain/cart/api/place-order';
import {
  AddressChoice,
  AddressNeeded,
  CadenceChoice,
  offersOnlinePayment,
  SubscribedWithFirstPayment,
  SubscriptionPaymentChoice,
  SubscriptionPaymentNote,
} from '../../../domain/subscriptions/subscribe-fields';
import type { OfferedSubscriptionPayments, SubscriptionPayment } from '../../../domain/subscriptions/subscribe-fields';
import { SUBSCRIPTIONS_QUERY_KEY, useSubscriptions } from '../../../domain/subscriptions/subscriptions-api';
import { ErrorAlert } from '../../../ui/error-alert';
import { formatPrice } from '../../../ui/money';
import { myPlansQueryOptions } from '../api/get-my-plans';
import { subscribeToPlan } from '../api/subscribe-to-plan';

const dayText = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'long' });

/** The plan's subscription that is not cancelled, once the subscriptions are known. */
export function useOpenPlanSubscription(planId: string): Subscription | undefined {
  const subscriptions = useSubscriptions();
  return subscriptions.data?.subscriptions.find((subscription) => subscription.planId === planId && subscription.status !== 'cancelled');
}

/** Where the plan's subscription stands, and the way to manage it. */
export function PlanSubscriptionLine({ subscription }: { subscription: Subscription }) {
  const when =
    subscription.status === 'active' && subscription.nextRenewalAt
      ? `Delivered every ${subscription.cadenceDays} days · the next one ordered on ${dayText.format(new Date(subscription.nextRenewalAt))}.`
      : `Your subscription to this plan is paused.`;
  return (
    <Text size="sm">
      {when}{' '}
      <Anchor component={Link} to="/profile#subscriptions-title">
        Manage it under Subscriptions
      </Anchor>
    </Text>
  );
}

/** How often, where to and how paid, then "Subscribe · ₹… every N days": the first order is placed at once. */
export function PlanSubscribeForm({
  plan,
  discountPercent,
  offered,
  onClose,
}: {
  plan: CarePlan;
  discountPercent: number;
  /** Where the store takes cards or Razorpay: deliveries can then be charged to a saved card or debited by UPI AutoPay. */
  offered: OfferedSubscriptionPayments;
  onClose: () => void;
}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const addresses = useAddresses();
  const [cadence, setCadence] = useState<SubscriptionCadence>(30);
  const [addressId, setAddressId] = useState<string | undefined>();
  const [payment, setPayment] = useState<SubscriptionPayment>('cod');
  const [done, setDone] = useState<Subscription | null>(null);
  const { busy, error, run } = useApiAction();
  const chosenAddress = addressId ?? addresses.data?.addresses.find((address) => address.isDefault)?.id ?? addresses.data?.addresses[0]?.id;
  const each = Math.round(plan.total * (1 - discountPercent / 100));

  let body;
  if (done) body = <SubscribedWithFirstPayment subscription={done} cardPublishableKey={offered.cardPublishableKey} razorpayKeyId={offered.razorpayKeyId} />;
  else if (addresses.isError) {
    body = (
      <ErrorAlert
        error={errorSentence(addresses.error, 'Your addresses could not be loaded.')}
        onRetry={() => void addresses.refetch()}
        retrying={addresses.isFetching}
      />
    );
  } else if (addresses.isPending) body = <Text c="dimmed">Loading your addresses…</Text>;
  else if (!chosenAddress) body = <AddressNeeded />;
  else {
    body = (
      <form
        aria-label={`Subscribe to ${plan.title}`}
        onSubmit={(event) => {
          event.preventDefault();
          void run(async () => {
            const answer = await subscribeToPlan(api, plan.id, { cadenceDays: cadence, addressId: chosenAddress, paymentMethod: payment });
            setDone(answer.subscription);
            await Promise.all([
              queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_QUERY_KEY }),
              queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
              queryClient.invalidateQueries(myPlansQueryOptions),
            ]);
          }, 'The subscription could not be set up. Nothing was ordered; try again.');
        }}
      >
        <Stack gap="xs">
          <Text size="sm">
            Every product of the plan in its quantity, {discountPercent}% off each delivery at the store’s prices of the day (never more than the price we
            announce three days before).
          </Text>
          <CadenceChoice value={cadence} onChange={setCadence} />
          <AddressChoice addresses={addresses.data.addresses} value={chosenAddress} onChange={setAddressId} />
          {offersOnlinePayment(offered) && <SubscriptionPaymentChoice value={payment} onChange={setPayment} offered={offered} />}
          <SubscriptionPaymentNote method={payment} />
          <ErrorAlert error={error} title="Not subscribed" />
          <Group gap="xs">
            <Button type="submit" loading={busy}>
              Subscribe · {formatPrice(each, plan.currency)} every {cadence} days
            </Button>
            <Button variant="default" onClick={onClose} disabled={busy}>
              Not now
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }
  return (
    <Paper withBorder p="sm" radius="sm">
      {body}
    </Paper>
  );
}
