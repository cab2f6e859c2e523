import { Button, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { SESSION_FLAGS } from '../../identity/auth-storage';
import { SIGN_IN_PATH } from '../../identity/sign-in-path';
import { formatPrice } from '../../ui/money';
import { SignInToCheckout } from '../../ui/cart/checkout-views';
import type { CartView } from './use-cart';

export { ORDERS_QUERY_KEY } from './api/place-order';
/** The checkout page (features/checkout): address, delivery, coins, promo, payment and the server's quote. */
export const CHECKOUT_PATH = '/checkout';

/** Under the cart: signed-out visitors sign in (and come back to checkout with their cart) or check out as guests; then 'Checkout'. */
export function CheckoutPanel({ cart, onNavigate }: { cart: CartView; onNavigate: () => void }) {
  const navigate = useNavigate();

  if (!cart.signedIn) {
    return (
      <SignInToCheckout
        onSignIn={() => {
          window.sessionStorage.setItem(SESSION_FLAGS.authRedirectTo, CHECKOUT_PATH);
          onNavigate();
          void navigate(SIGN_IN_PATH);
        }}
        onGuest={
          cart.lines.length > 0 && cart.lines.every((line) => line.available)
            ? () => {
                onNavigate();
                void navigate(CHECKOUT_PATH);
              }
            : undefined
        }
      />
    );
  }

  const unavailable = cart.lines.filter((line) => !line.available);
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Delivery, coins and promo codes are worked out at checkout. Subtotal {formatPrice(cart.subtotal, cart.currency)}.
      </Text>
      {unavailable.length > 0 && (
        <Text size="sm" c="yellow.8" role="alert">
          {unavailable.map((line) => `${line.name}: only ${line.stock} left.`).join(' ')} Lower the quantity to check out.
        </Text>
      )}
      <Button
        disabled={cart.lines.length === 0 || unavailable.length > 0}
        onClick={() => {
          onNavigate();
          void navigate(CHECKOUT_PATH);
        }}
      >
        Checkout
      </Button>
    </Stack>
  );
}
