import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BLESSING_TRIGGER_EVENT } from '@common/blessings';
import type { BlessingTriggerDetail } from '@common/blessings';
import type { Order, PurchaseRequest } from '@common/contracts/orders';
import { useApiClient } from '../../api/use-api';
import { WALLET_QUERY_KEY } from '../../identity/api/get-wallet';
import { SESSION_FLAGS } from '../../identity/auth-storage';
import { SIGN_IN_PATH } from '../../identity/sign-in-path';
import { CheckoutForm, OrderPlaced, SignInToCheckout } from '../../ui/cart/checkout-views';
import { CART_QUERY_KEY } from './api/get-cart';
import { placeOrder } from './api/place-order';
import { checkoutErrorSentence } from './checkout-errors';
import type { CartView } from './use-cart';
import { writeAttribution } from './visitor-cart';
import { readAttribution } from './visitor-cart-records';
import { clearOfferedPromo, readOfferedPromo } from './offered-promo';
import { STORAGE_KEYS } from '../../platform/storage-keys';

export const ORDERS_QUERY_KEY = ['/api/orders'] as const;

/** Checkout under the cart: signed-out visitors sign in first; then a promo code and one button that places the order. */
export function CheckoutPanel({ cart }: { cart: CartView }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const api = useApiClient();
  // A code offered elsewhere (the quick chat's special offer) is filled in; the shopper can still change it.
  const [promoCode, setPromoCode] = useState(() => readOfferedPromo(window.localStorage));
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [order, setOrder] = useState<Order | null>(null);
  // One key per checkout attempt: pressing the button again for the same order after a failure resends the same
  // key, so an order the server did place (but whose answer was lost) is not charged twice.
  const attempt = useRef<{ body: string; key: string } | null>(null);

  if (order) return <OrderPlaced order={order} onSeeOrders={() => void navigate('/profile')} />;

  if (!cart.signedIn) {
    return (
      <SignInToCheckout
        onSignIn={() => {
          window.sessionStorage.setItem(SESSION_FLAGS.authRedirectTo, `${location.pathname}${location.search}`);
          window.sessionStorage.setItem(STORAGE_KEYS.resumeCheckout.key, '1');
          void navigate(SIGN_IN_PATH);
        }}
      />
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
      const answer = await placeOrder(api, request, attempt.current.key);
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
    <CheckoutForm
      promoCode={promoCode}
      onPromoCodeChange={setPromoCode}
      unavailable={unavailable}
      error={error}
      placing={placing}
      empty={cart.lines.length === 0}
      onSubmit={() => void submit()}
    />
  );
}
