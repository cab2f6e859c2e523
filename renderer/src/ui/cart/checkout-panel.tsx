import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BLESSING_TRIGGER_EVENT } from '../../../../common/blessings';
import type { BlessingTriggerDetail } from '../../../../common/blessings';
import { FIRST_ORDER_PROMO } from '../../../../common/commerce';
import type { Order, PurchaseRequest } from '../../../../common/contracts/orders';
import { WALLET_QUERY_KEY } from '../../identity/api/get-wallet';
import { SESSION_FLAGS } from '../../identity/auth-storage';
import { SIGN_IN_PATH } from '../../shell/route-guard';
import { CART_QUERY_KEY } from './api/get-cart';
import { placeOrder } from './api/place-order';
import { checkoutErrorSentence } from './checkout-errors';
import { OrderSummary } from './order-summary';
import type { CartView } from './use-cart';
import { readAttribution, writeAttribution } from './visitor-cart';
import { clearOfferedPromo, readOfferedPromo } from './offered-promo';

/** Set when a visitor leaves checkout to sign in: the cart opens again when they come back. */
export const RESUME_CHECKOUT_FLAG = 'guardians_resume_checkout';
export const ORDERS_QUERY_KEY = ['/api/orders'] as const;

/** Checkout under the cart: signed-out visitors sign in first; then a promo code and one button that places the order. */
export function CheckoutPanel({ cart }: { cart: CartView }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  // A code offered elsewhere (the quick chat's special offer) is filled in; the shopper can still change it.
  const [promoCode, setPromoCode] = useState(() => readOfferedPromo(window.localStorage));
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [order, setOrder] = useState<Order | null>(null);
  // One key per checkout attempt: pressing the button again for the same order after a failure resends the same
  // key, so an order the server did place (but whose answer was lost) is not charged twice.
  const attempt = useRef<{ body: string; key: string } | null>(null);

  if (order) {
    return (
      <Stack gap="sm" aria-live="polite">
        <Title order={3}>Thank you! Your order is placed</Title>
        <Text size="sm" c="dimmed">
          Order {order.id.slice(0, 8).toUpperCase()}, paid. You can find it in your profile.
        </Text>
        <OrderSummary order={order} />
        <Button variant="light" onClick={() => void navigate('/profile')}>
          See my orders
        </Button>
      </Stack>
    );
  }

  if (!cart.signedIn) {
    return (
      <Stack gap="xs">
        <Text size="sm">Sign in or create an account to check out. Your cart comes with you.</Text>
        <Button
          onClick={() => {
            window.sessionStorage.setItem(SESSION_FLAGS.authRedirectTo, `${location.pathname}${location.search}`);
            window.sessionStorage.setItem(RESUME_CHECKOUT_FLAG, '1');
            void navigate(SIGN_IN_PATH);
          }}
        >
          Sign in to check out
        </Button>
      </Stack>
    );
  }

  const unavailable = cart.lines.filter((line) => !line.available);

  async function submit() {
    setError(null);
    const trimmedCode = promoCode.trim();
    const attribution = readAttribution(window.localStorage);
    const request: PurchaseRequest = {
      items: cart.lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
      ...(trimmedCode ? { promoCode: trimmedCode } : {}),
      ...(attribution ? { attribution } : {}),
    };
    const body = JSON.stringify(request);
    if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() };
    setPlacing(true);
    try {
      const answer = await placeOrder(request, attempt.current.key);
      attempt.current = null;
      writeAttribution(window.localStorage, undefined);
      clearOfferedPromo(window.localStorage);
      setOrder(answer.order);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
      ]);
      window.dispatchEvent(new CustomEvent<BlessingTriggerDetail>(BLESSING_TRIGGER_EVENT, { detail: { action: 'purchase_complete' } }));
    } catch (caught) {
      setError(checkoutErrorSentence(caught, trimmedCode.toUpperCase()));
      // Stock may have changed: the cart shows which lines can no longer be bought.
      void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    } finally {
      setPlacing(false);
    }
  }

  return (
    <Stack gap="sm" component="form" onSubmit={(event) => { event.preventDefault(); void submit(); }} aria-label="Checkout">
      <TextInput
        label="Promo code"
        description={`${FIRST_ORDER_PROMO.code} takes ${FIRST_ORDER_PROMO.percentOff}% off your first order.`}
        value={promoCode}
        onChange={(event) => setPromoCode(event.currentTarget.value)}
        autoComplete="off"
      />
      {unavailable.length > 0 && (
        <Alert color="yellow" role="alert">
          {unavailable.map((line) => `${line.name}: only ${line.stock} left.`).join(' ')} Lower the quantity to check out.
        </Alert>
      )}
      {error !== null && (
        <Alert color="red" role="alert" title="Order not placed">
          {error}
        </Alert>
      )}
      <Button type="submit" loading={placing} disabled={cart.lines.length === 0 || unavailable.length > 0}>
        Place order
      </Button>
    </Stack>
  );
}
