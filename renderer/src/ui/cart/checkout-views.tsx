// What checkout shows under the cart, as plain views: the order placed, "sign in to check out", and the form.
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { FIRST_ORDER_PROMO } from '@common/commerce';
import type { CartLine } from '@common/contracts/cart';
import type { Order } from '@common/contracts/orders';
import { OrderSummary } from './order-summary';

export function OrderPlaced({ order, onSeeOrders }: { order: Order; onSeeOrders: () => void }) {
  return (
    <Stack gap="sm" aria-live="polite">
      <Title order={3}>Thank you! Your order is placed</Title>
      <Text size="sm" c="dimmed">
        Order {order.id.slice(0, 8).toUpperCase()}, paid. You can find it in your profile.
      </Text>
      <OrderSummary order={order} />
      <Button variant="light" onClick={onSeeOrders}>
        See my orders
      </Button>
    </Stack>
  );
}

export function SignInToCheckout({ onSignIn }: { onSignIn: () => void }) {
  return (
    <Stack gap="xs">
      <Text size="sm">Sign in or create an account to check out. Your cart comes with you.</Text>
      <Button onClick={onSignIn}>Sign in to check out</Button>
    </Stack>
  );
}

export interface CheckoutFormProps {
  promoCode: string;
  onPromoCodeChange: (code: string) => void;
  /** Lines with fewer units left than they hold: checkout waits until they are lowered. */
  unavailable: readonly Pick<CartLine, 'name' | 'stock'>[];
  /** Why the last order was not placed, or null. */
  error: string | null;
  placing: boolean;
  empty: boolean;
  onSubmit: () => void;
}

/** A promo code and one button that places the order. */
export function CheckoutForm({ promoCode, onPromoCodeChange, unavailable, error, placing, empty, onSubmit }: CheckoutFormProps) {
  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      aria-label="Checkout"
    >
      <TextInput
        label="Promo code"
        description={`${FIRST_ORDER_PROMO.code} takes ${FIRST_ORDER_PROMO.percentOff}% off your first order.`}
        value={promoCode}
        onChange={(event) => onPromoCodeChange(event.currentTarget.value)}
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
      <Button type="submit" loading={placing} disabled={empty || unavailable.length > 0}>
        Place order
      </Button>
    </Stack>
  );
}
