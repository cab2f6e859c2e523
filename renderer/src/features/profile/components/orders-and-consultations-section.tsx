import { Alert, Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Order } from '@common/contracts/orders';
import { ORDER_STATUS_LABELS } from '@common/order-lifecycle';
import { errorSentence } from '../../../api/error-texts';
import { useApiClient } from '../../../api/use-api';
import { addressLine } from '../../../domain/addresses/addresses-api';
import { WALLET_QUERY_KEY } from '../../../identity/api/get-wallet';
import { OrderSummary } from '../../../ui/cart/order-summary';
import { OrderTimeline } from '../../../ui/cart/order-timeline';
import { cancelOrder } from '../api/cancel-order';
import { ConsultationList } from '../../../domain/consultations/consultation-list';
import { ordersQueryOptions, useOrders } from '../../../domain/cart/api/get-orders';
import { ErrorAlert } from '../../../ui/error-alert';
import { OrderReturns } from './order-returns';
import { useCheckoutOptions } from '../../../domain/payments/checkout-options';
import { PayOrderOnline } from '../../../domain/payments/pay-order-online';
import { PayOrderByCard } from '../../../domain/payments/pay-order-by-card';
import { formatPrice } from '../../../ui/money';
import { useApiAction } from '../../../api/use-api-action';

const orderDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

const STATUS_COLORS: Record<Order['status'], string> = {
  pending_payment: 'yellow',
  paid: 'teal',
  packed: 'blue',
  shipped: 'indigo',
  delivered: 'green',
  cancelled: 'gray',
  refunded: 'gray',
};

/** An online order still awaiting its payment (a subscription's renewal, a window closed at checkout): pay it here. */
function PayOnline({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const keyId = useCheckoutOptions().data?.razorpayKeyId;
  if (!keyId) return null;
  return (
    <Stack gap="xs" mt="sm">
      <Text size="sm">This order waits for its payment.</Text>
      <PayOrderOnline
        keyId={keyId}
        order={order}
        onPaid={() => {
          void Promise.all([queryClient.invalidateQueries(ordersQueryOptions), queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY })]);
        }}
      />
    </Stack>
  );
}

/** A card order still awaiting its payment (a renewal whose saved card was declined, a card form closed at checkout). */
function PayByCard({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const publishableKey = useCheckoutOptions().data?.cardPublishableKey;
  if (!publishableKey) return null;
  return (
    <Stack gap="xs" mt="sm">
      <Text size="sm">This order waits for its payment.</Text>
      <PayOrderByCard
        orderId={order.id}
        publishableKey={publishableKey}
        label={`Pay ${formatPrice(order.total, order.currency)} by card`}
        onSent={() => {
          void Promise.all([queryClient.invalidateQueries(ordersQueryOptions), queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY })]);
        }}
      />
    </Stack>
  );
}

/** One order: status, what was bought, where it goes, its timeline, and 'Cancel order' while that is still possible. */
function OrderCard({ order }: { order: Order }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const { busy: cancelling, error, run } = useApiAction();
  const label = `Order ${order.id.slice(0, 8).toUpperCase()}`;

  async function cancel() {
    await run(async () => {
      await cancelOrder(api, order.id);
      setConfirming(false);
      await Promise.all([queryClient.invalidateQueries(ordersQueryOptions), queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY })]);
    }, 'The order could not be cancelled. Try again, or contact support.');
  }

  return (
    <Card withBorder radius="md" component="article" aria-label={label}>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{label}</Text>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {orderDate.format(new Date(order.createdAt))}
          </Text>
          <Badge color={STATUS_COLORS[order.status]} variant="light">
            {ORDER_STATUS_LABELS[order.status]}
          </Badge>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="xs">
          <OrderSummary order={order} />
          <Text size="sm" c="dimmed">
            Deliver to {addressLine(order.shippingAddress)}
          </Text>
        </Stack>
        <OrderTimeline order={order} />
      </SimpleGrid>
      {order.status === 'pending_payment' && order.payment.method === 'razorpay' && <PayOnline order={order} />}
      {order.status === 'pending_payment' && order.payment.method === 'card' && <PayByCard order={order} />}
      <OrderReturns order={order} />
      {order.canCancel && (
        <Group mt="sm" gap="sm">
          {confirming ? (
            <>
              <Text size="sm">Cancel this order? Its stock is released{order.coinsRedeemed > 0 ? ' and your coins come back' : ''}.</Text>
              <Button color="red" size="xs" loading={cancelling} onClick={() => void cancel()}>
                Yes, cancel order
              </Button>
              <Button variant="default" size="xs" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </>
          ) : (
            <Button variant="subtle" color="red" size="xs" onClick={() => setConfirming(true)}>
              Cancel order
            </Button>
          )}
        </Group>
      )}
      {error !== null && (
        <Alert color="red" role="alert" mt="sm">
          {error}
        </Alert>
      )}
    </Card>
  );
}

function OrderHistory() {
  const orders = useOrders();
  if (orders.isError) return <ErrorAlert error={errorSentence(orders.error, 'Your orders could not be loaded. Try again in a moment.')} />;
  if (!orders.data) return <Text c="dimmed">Loading your orders…</Text>;
  if (orders.data.orders.length === 0) {
    return (
      <Stack align="flex-start" gap="xs">
        <Text c="dimmed">No orders yet.</Text>
        <Button component={Link} to="/shop" variant="light" size="xs">
          Visit the shop
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {orders.data.orders.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </Stack>
  );
}

/** The profile's orders and consultations: what was bought, and which experts are booked. */
export function OrdersAndConsultationsSection() {
  return (
    <>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="orders-title">
        <Stack gap="sm">
          <Title order={2} size="h3" id="orders-title">
            Order history
          </Title>
          <OrderHistory />
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="consultations-title">
        <Stack gap="sm">
          <Title order={2} size="h3" id="consultations-title">
            Consultations
          </Title>
          <ConsultationList />
        </Stack>
      </Paper>
    </>
  );
}
