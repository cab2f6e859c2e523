import { Alert, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorSentence } from '../../../api/error-texts';
import { OrderSummary } from '../../../ui/cart/order-summary';
import { ConsultationList } from '../../../domain/consultations/consultation-list';
import { useOrders } from '../api/get-orders';

const orderDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function OrderHistory() {
  const orders = useOrders();
  if (orders.isError)
    return (
      <Alert color="red" role="alert">
        {errorSentence(orders.error, 'Your orders could not be loaded. Try again in a moment.')}
      </Alert>
    );
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
        <Card key={order.id} withBorder radius="md" component="article" aria-label={`Order ${order.id.slice(0, 8).toUpperCase()}`}>
          <Group justify="space-between" mb="xs">
            <Text fw={600}>Order {order.id.slice(0, 8).toUpperCase()}</Text>
            <Text size="sm" c="dimmed">
              {orderDate.format(new Date(order.createdAt))} · paid
            </Text>
          </Group>
          <OrderSummary order={order} />
        </Card>
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
