// Subscribe & save on a product page (issue 44): beside buying once, the product delivered every 30, 60 or 90 days at
// the store's discount. Signed out it says so and offers sign-in back to this page; signed in it asks how often, how
// many, where and (where the store takes cards or Razorpay) how each delivery is paid, then subscribes — the first
// order is placed at once, paid here in Stripe's card form when by card, or in Razorpay's window by UPI when by UPI
// AutoPay, which registers the mandate — and says when the next one comes.
import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { quantityCap } from '@common/commerce';
import type { Product } from '@common/contracts/catalog';
import type { Subscription } from '@common/contracts/subscriptions';
import type { SubscriptionCadence } from '@common/subscriptions';
import { useApiAction } from '../../../api/use-api-action';
import { useApiClient } from '../../../api/use-api';
import { useAddresses } from '../../../domain/addresses/addresses-api';
import { ORDERS_QUERY_KEY } from '../../../domain/cart/api/place-order';
import { storeCardKey, storeRazorpayKey, useCheckoutOptions } from '../../../domain/payments/checkout-options';
import type { StripeLoader } from '../../../domain/payments/card-payment';
import type { RazorpayLoader } from '../../../domain/payments/razorpay-payment';
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
import { SUBSCRIPTIONS_QUERY_KEY, subscribe } from '../../../domain/subscriptions/subscriptions-api';
import { SESSION_FLAGS } from '../../../identity/auth-storage';
import { useSession } from '../../../identity/session-context';
import { SIGN_IN_PATH } from '../../../identity/sign-in-path';
import { ErrorAlert } from '../../../ui/error-alert';
import { formatPrice } from '../../../ui/money';

function SubscribeForm({
  product,
  discountPercent,
  offered,
  loadStripe,
  loadCheckout,
}: {
  product: Product;
  discountPercent: number;
  /** Where the store takes cards or Razorpay: deliveries can then be charged to a saved card or debited by UPI AutoPay. */
  offered: OfferedSubscriptionPayments;
  loadStripe: StripeLoader | undefined;
  loadCheckout: RazorpayLoader | undefined;
}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const addresses = useAddresses();
  const [cadence, setCadence] = useState<SubscriptionCadence>(30);
  const [payment, setPayment] = useState<SubscriptionPayment>('cod');
  const [quantity, setQuantity] = useState(1);
  const [addressId, setAddressId] = useState<string | undefined>();
  const [done, setDone] = useState<Subscription | null>(null);
  const { busy, error, run } = useApiAction();
  const chosenAddress = addressId ?? addresses.data?.addresses[0]?.id;
  const each = Math.round(product.price * quantity * (1 - discountPercent / 100));
  const most = Math.max(1, quantityCap(product.stock));

  if (done) {
    return (
      <SubscribedWithFirstPayment
        subscription={done}
        cardPublishableKey={offered.cardPublishableKey}
        razorpayKeyId={offered.razorpayKeyId}
        loadStripe={loadStripe}
        loadCheckout={loadCheckout}
      />
    );
  }
  if (addresses.isPending) return <Text c="dimmed">Loading your addresses…</Text>;
  if (!chosenAddress) return <AddressNeeded />;

  return (
    <form
      aria-label="Subscribe"
      onSubmit={(event) => {
        event.preventDefault();
        void run(async () => {
          const answer = await subscribe(api, {
            items: [{ productId: product.id, quantity }],
            cadenceDays: cadence,
            addressId: chosenAddress,
            paymentMethod: payment,
          });
          setDone(answer.subscription);
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_QUERY_KEY }),
            queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
          ]);
        }, 'The subscription could not be set up. Nothing was ordered; try again.');
      }}
    >
      <Stack gap="xs">
        <CadenceChoice value={cadence} onChange={setCadence} />
        <Group gap="sm" align="flex-end">
          <NativeSelect
            label="Quantity each time"
            value={String(quantity)}
            onChange={(event) => setQuantity(Number(event.currentTarget.value))}
            data={Array.from({ length: most }, (_, index) => String(index + 1))}
          />
          <AddressChoice addresses={addresses.data?.addresses ?? []} value={chosenAddress} onChange={setAddressId} />
        </Group>
        {offersOnlinePayment(offered) && <SubscriptionPaymentChoice value={payment} onChange={setPayment} offered={offered} />}
        <SubscriptionPaymentNote method={payment} />
        <ErrorAlert error={error} title="Not subscribed" />
        <Button type="submit" loading={busy} w="fit-content">
          Subscribe · {formatPrice(each, product.currency)} every {cadence} days
        </Button>
      </Stack>
    </form>
  );
}

/** The product page's subscribe & save panel, for a product this store sells and has in stock. */
export function SubscribeAndSave({
  product,
  loadStripe,
  loadCheckout,
}: {
  product: Product;
  /** Tests pass a stand-in for Stripe.js. */
  loadStripe?: StripeLoader;
  /** Tests pass a stand-in for Razorpay's checkout.js. */
  loadCheckout?: RazorpayLoader;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const options = useCheckoutOptions();
  const [open, setOpen] = useState(false);
  const discount = options.data?.subscriptionDiscountPercent;
  if (discount === undefined || product.stock === 0) return null;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="subscribe-title">
      <Stack gap="xs">
        <Title order={2} size="h5" id="subscribe-title">
          Subscribe &amp; save {discount}%
        </Title>
        <Text size="sm">
          {formatPrice(Math.round(product.price * (1 - discount / 100)), product.currency)} instead of {formatPrice(product.price, product.currency)}, delivered
          every 30, 60 or 90 days.
        </Text>
        {!session.user ? (
          <Button
            variant="light"
            w="fit-content"
            onClick={() => {
              window.sessionStorage.setItem(SESSION_FLAGS.authRedirectTo, location.pathname);
              void navigate(SIGN_IN_PATH);
            }}
          >
            Sign in to subscribe
          </Button>
        ) : open ? (
          <SubscribeForm
            product={product}
            discountPercent={discount}
            offered={{ cardPublishableKey: storeCardKey(options.data), razorpayKeyId: storeRazorpayKey(options.data) }}
            loadStripe={loadStripe}
            loadCheckout={loadCheckout}
          />
        ) : (
          <Button variant="light" w="fit-content" onClick={() => setOpen(true)}>
            Set up a subscription
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
