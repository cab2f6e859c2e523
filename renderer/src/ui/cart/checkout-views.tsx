// Checkout's plain views: the order placed (with its timeline), and "sign in to check out" (or as a guest).
import { Button, Stack, Text, Title } from '@mantine/core';
import type { Order } from '@common/contracts/orders';
import { OrderSummary } from './order-summary';
import { OrderTimeline } from './order-timeline';

export function OrderPlaced({ order, onSeeOrders }: { order: Order; onSeeOrders: () => void }) {
  return (
    <Stack gap="sm" aria-live="polite">
      <Title order={3}>Thank you! Your order is placed</Title>
      <Text size="sm" c="dimmed">
        Order {order.id.slice(0, 8).toUpperCase()}
        {order.payment.method === 'cod' ? ': pay in cash or by UPI when it arrives.' : '.'} You can follow it in your profile.
      </Text>
      <OrderSummary order={order} />
      <OrderTimeline order={order} />
      <Button variant="light" onClick={onSeeOrders}>
        See my orders
      </Button>
    </Stack>
  );
}

export function SignInToCheckout({ onSignIn, onGuest }: { onSignIn: () => void; onGuest?: () => void }) {
  return (
    <Stack gap="xs">
      <Text size="sm">Sign in or create an account to check out with your coins and saved addresses. Your cart comes with you.</Text>
      <Button onClick={onSignIn}>Sign in to check out</Button>
      {onGuest && (
        <Button variant="default" onClick={onGuest}>
          Check out as a guest
        </Button>
      )}
    </Stack>
  );
}
