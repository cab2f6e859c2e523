// /guest-order?order=…&token=…: a guest's order (issue 44), opened by the link of its confirmation or its mails. The
// token is read once, kept for this tab (guest-order-links.ts) and dropped from the address bar. The page shows the
// order as an account's profile does — its payment while it waits (a card order opened from a mail is paid with the
// link, as the profile pays an account's), lines, totals, delivery and timeline — lets the guest cancel it before it is
// packed, and offers to keep it in an account: signed in, 'Add to my account' claims it.
import { Anchor, Button, Container, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { GUEST_ORDER_PATH } from '@common/contracts/guest-checkout';
import type { GuestOrderView } from '@common/contracts/guest-checkout';
import type { Order } from '@common/contracts/orders';
import { ORDER_STATUS_LABELS } from '@common/order-lifecycle';
import { ApiError } from '../../../api/api-error';
import { errorSentence } from '../../../api/error-texts';
import { useApiClient } from '../../../api/use-api';
import { ORDERS_QUERY_KEY } from '../../../domain/cart/checkout-panel';
import type { StripeLoader } from '../../../domain/payments/card-payment';
import { storeCardKey, useCheckoutOptions } from '../../../domain/payments/checkout-options';
import { PayOrderByCard } from '../../../domain/payments/pay-order-by-card';
import { WALLET_QUERY_KEY } from '../../../identity/api/get-wallet';
import { SESSION_FLAGS } from '../../../identity/auth-storage';
import { useSession } from '../../../identity/session-context';
import { SIGN_IN_PATH } from '../../../identity/sign-in-path';
import { OrderSummary } from '../../../ui/cart/order-summary';
import { OrderTimeline } from '../../../ui/cart/order-timeline';
import { ErrorAlert } from '../../../ui/error-alert';
import { FocusedTitle } from '../../../ui/focused-title';
import { formatPrice } from '../../../ui/money';
import { NoIndex } from '../../../ui/no-index';
import {
  cancelGuestOrder,
  claimGuestOrder,
  confirmGuestRazorpayPayment,
  getGuestCardPayment,
  guestOrderQueryKey,
  useGuestOrder,
} from '../api/guest-checkout-api';
import { OrderPayment } from '../components/checkout-steps';
import { forgetGuestOrderLink, guestOrderToken, rememberGuestOrderLink } from '../guest-order-links';

/** What the checkout hands over with the navigation: the payment keys the quote carried. */
interface PlacedState {
  cardKey?: string | null;
  razorpayKey?: string | null;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The order's id from the address, and its token: from the address the first time (then dropped), else from the tab. */
function useGuestOrderLink(): { orderId: string; token: string | null } {
  const [params] = useSearchParams();
  const orderId = params.get('order')?.trim() ?? '';
  const [token] = useState(() => {
    const fromAddress = params.get('token')?.trim();
    const storage = sessionStore();
    if (fromAddress) {
      if (storage) rememberGuestOrderLink(storage, orderId, fromAddress);
      return fromAddress;
    }
    return storage ? guestOrderToken(storage, orderId) : null;
  });
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (params.has('token')) {
      void navigate({ pathname: GUEST_ORDER_PATH, search: `?order=${encodeURIComponent(orderId)}` }, { replace: true, state: location.state as unknown });
    }
  }, [navigate, params, orderId, location.state]);
  return { orderId, token };
}

function KeepInAccount({ view, orderId, token, onClaimed }: { view: GuestOrderView; orderId: string; token: string; onClaimed: (order: Order) => void }) {
  const session = useSession();
  const api = useApiClient();
  const navigate = useNavigate();
  const [claiming, setClaiming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const coins = view.purchaseCoins > 0 && view.order.status !== 'cancelled' && view.order.status !== 'refunded' ? view.purchaseCoins : 0;
  const why = `An account keeps this order with your others, lets you ask for a return${coins > 0 ? ` and credits its ${coins} coins once it is paid` : ''}.`;
  const returnHere = `${GUEST_ORDER_PATH}?order=${encodeURIComponent(orderId)}`;

  function goSignIn(mode: 'signup' | 'sign-in') {
    window.sessionStorage.setItem(SESSION_FLAGS.authRedirectTo, returnHere);
    void navigate(mode === 'signup' ? `${SIGN_IN_PATH}?mode=signup` : SIGN_IN_PATH);
  }

  async function claim() {
    setClaiming(true);
    setError(null);
    try {
      const answer = await claimGuestOrder(api, orderId, token);
      onClaimed(answer.order);
      notifications.show({
        color: 'teal',
        message:
          answer.coinsCredited > 0 ? `The order is in your account, and ${answer.coinsCredited} coins are in your wallet.` : 'The order is in your account.',
      });
      void navigate('/profile#orders-title');
    } catch (caught) {
      setError(errorSentence(caught, 'The order could not be added to your account. Try again.'));
    } finally {
      setClaiming(false);
    }
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="keep-order-title">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="keep-order-title">
          Keep this order in an account
        </Title>
        <Text size="sm">{why}</Text>
        {session.user && !session.user.isDemo ? (
          <>
            <Text size="sm" c="dimmed">
              You are signed in as {session.user.email}.
            </Text>
            <Button onClick={() => void claim()} loading={claiming}>
              Add to my account
            </Button>
          </>
        ) : (
          <Group gap="sm">
            <Button onClick={() => goSignIn('signup')}>Create an account</Button>
            <Button variant="default" onClick={() => goSignIn('sign-in')}>
              Sign in
            </Button>
          </Group>
        )}
        <ErrorAlert error={error} title="Not added" />
      </Stack>
    </Paper>
  );
}

export function GuestOrderPage({ loadStripe }: { /** Tests pass a stand-in for Stripe.js. */ loadStripe?: StripeLoader } = {}) {
  const { orderId, token } = useGuestOrderLink();
  const location = useLocation();
  const placed = (location.state ?? {}) as PlacedState;
  const api = useApiClient();
  const queryClient = useQueryClient();
  const order = useGuestOrder(orderId, token);
  const options = useCheckoutOptions();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const razorpayKey = placed.razorpayKey ?? options.data?.razorpayKeyId ?? null;
  const storeCard = storeCardKey(options.data);

  const setView = (view: GuestOrderView) => queryClient.setQueryData(guestOrderQueryKey(orderId), view);

  if (orderId === '' || token === null) {
    return (
      <Container size="sm" py="xl" px="md">
        <NoIndex />
        <Stack gap="sm" align="flex-start">
          <FocusedTitle>This order link is incomplete</FocusedTitle>
          <Text>Open the link in your order confirmation mail again. Your mail program may have cut it short.</Text>
          <Button component={Link} to="/marketplace" variant="light">
            Back to the marketplace
          </Button>
        </Stack>
      </Container>
    );
  }

  if (order.isError) {
    const code = order.error instanceof ApiError ? order.error.code : undefined;
    return (
      <Container size="sm" py="xl" px="md">
        <NoIndex />
        <Stack gap="sm" align="flex-start">
          {code === 'GUEST_ORDER_CLAIMED' ? (
            <>
              <FocusedTitle>This order is in an account now</FocusedTitle>
              <Text>It was added to an account, where it is followed from now on. Sign in to that account to see it in your profile.</Text>
              <Button component={Link} to="/profile#orders-title">
                See my orders
              </Button>
            </>
          ) : code === 'GUEST_ORDER_NOT_FOUND' ? (
            <>
              <FocusedTitle>This order link does not work</FocusedTitle>
              <Text>Open the link in your order confirmation mail again, or write to us with your order number.</Text>
              <Button component={Link} to="/contact" variant="light">
                Contact us
              </Button>
            </>
          ) : (
            <>
              <FocusedTitle>Your order could not be loaded</FocusedTitle>
              <ErrorAlert error={errorSentence(order.error, 'Your order could not be loaded. Check your connection and try again.')} />
              <Button onClick={() => void order.refetch()}>Try again</Button>
            </>
          )}
        </Stack>
      </Container>
    );
  }

  const view = order.data;
  if (!view) {
    return (
      <Container size="sm" py="xl" px="md">
        <NoIndex />
        <Skeleton height={36} width="60%" mb="md" />
        <Skeleton height={240} aria-label="Loading your order" />
      </Container>
    );
  }

  async function cancel() {
    if (!token) return;
    setCancelling(true);
    setCancelError(null);
    try {
      setView(await cancelGuestOrder(api, orderId, token));
      setConfirmingCancel(false);
    } catch (caught) {
      setCancelError(errorSentence(caught, 'The order could not be cancelled. Try again, or contact us.'));
    } finally {
      setCancelling(false);
    }
  }

  const reference = view.order.id.slice(0, 8).toUpperCase();
  const address = view.order.shippingAddress;
  return (
    <Container size="sm" py="xl" px="md">
      <NoIndex />
      <Stack gap="lg">
        <Stack gap={4}>
          <FocusedTitle>Order {reference}</FocusedTitle>
          <Text>
            {ORDER_STATUS_LABELS[view.order.status]}. The confirmation went to {view.email}
            {view.order.payment.method === 'cod' && view.order.status !== 'cancelled' ? '; you pay in cash or by UPI when it arrives.' : '.'}
          </Text>
        </Stack>
        <OrderPayment
          order={view.order}
          cardKey={placed.cardKey ?? null}
          razorpayKey={razorpayKey}
          paidWhere="here"
          confirmRazorpay={(answer) => confirmGuestRazorpayPayment(api, orderId, token, answer)}
          onPaid={(paid) => {
            if (paid) setView({ ...view, order: paid });
            else void order.refetch();
          }}
        />
        {view.order.payment.method === 'card' && view.order.status === 'pending_payment' && !placed.cardKey && storeCard && (
          <Paper withBorder p="md" radius="md" component="section" aria-label="Pay by card">
            <Stack gap="xs">
              <Text size="sm">This order waits for its payment.</Text>
              <PayOrderByCard
                orderId={orderId}
                publishableKey={storeCard}
                label={`Pay ${formatPrice(view.order.total, view.order.currency)} by card`}
                paidWhere="here"
                getPayment={() => getGuestCardPayment(api, orderId, token)}
                onSent={() => void order.refetch()}
                {...(loadStripe ? { loadStripe } : {})}
              />
            </Stack>
          </Paper>
        )}
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <OrderSummary order={view.order} />
            <Text size="sm">
              Delivering to {address.name}, {[address.line1, address.line2, address.city, address.postalCode].filter((part) => part.trim() !== '').join(', ')}.
            </Text>
            <OrderTimeline order={view.order} />
            {view.order.canCancel && (
              <Group>
                <Button variant="default" color="red" onClick={() => setConfirmingCancel(true)}>
                  Cancel order
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
        {view.order.status !== 'cancelled' && (
          <KeepInAccount
            view={view}
            orderId={orderId}
            token={token}
            onClaimed={() => {
              const storage = sessionStore();
              if (storage) forgetGuestOrderLink(storage, orderId);
              void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
              void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY });
            }}
          />
        )}
        <Text size="sm" c="dimmed">
          Keep your confirmation mail: its link brings you back here. Questions?{' '}
          <Anchor component={Link} to="/contact">
            Contact us
          </Anchor>{' '}
          with the order number {reference}.
        </Text>
      </Stack>
      <Modal opened={confirmingCancel} onClose={() => setConfirmingCancel(false)} title="Cancel this order?" centered>
        <Stack gap="sm">
          <Text size="sm">
            {view.order.payment.paidAt !== null ? 'What you paid goes back the way you paid. ' : 'Nothing has been charged. '}
            This cannot be undone.
          </Text>
          <ErrorAlert error={cancelError} title="Not cancelled" />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmingCancel(false)}>
              Keep the order
            </Button>
            <Button color="red" loading={cancelling} onClick={() => void cancel()}>
              Cancel order
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
