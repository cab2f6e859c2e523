import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '@common/commerce';
import type { Order, OrderStatus } from '@common/contracts/orders';
import { nextStatuses, ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '@common/order-lifecycle';
import { errorSentence } from '../../../api/error-texts';
import { useApiClient } from '../../../api/use-api';
import { changeOrderStatus } from '../api/change-order-status';
import { adminHomeQueryOptions } from '../api/get-admin-home';
import { AUDIT_LOG_KEY } from '../api/get-audit-log';
import { STAFF_ORDERS_KEY } from '../api/get-staff-orders';
import { ErrorAlert } from '../../../ui/error-alert';
import { StaffOrderReturns } from './staff-order-returns';
import { utcTimeText } from '../../../ui/utc-time';

/** One order opened from the list: its lines, address and timeline, and the moves its lifecycle allows now. */
export function StaffOrderDetail({ order }: { order: Order }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<OrderStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const moves = nextStatuses(order.status, order.payment.method);

  async function move(status: OrderStatus) {
    setError(null);
    setBusy(status);
    try {
      await changeOrderStatus(api, order.id, { status, ...(note.trim() ? { note: note.trim() } : {}) });
      setNote('');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: STAFF_ORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: adminHomeQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
      ]);
    } catch (caught) {
      setError(errorSentence(caught, 'The status could not be changed. Reload the order and try again.'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card withBorder radius="md" component="section" aria-label={`Order ${order.id.slice(0, 8)}`}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Order {order.id.slice(0, 8)} · {ORDER_STATUS_LABELS[order.status]}
        </Title>
        <Text size="sm">
          {order.shippingAddress.name}, {order.shippingAddress.city} · {PAYMENT_METHOD_LABELS[order.payment.method]} ·{' '}
          {formatMoney(order.total, order.currency)}
          {order.payment.refundedAmount > 0 ? ` · ${formatMoney(order.payment.refundedAmount, order.currency)} refunded` : ''}
        </Text>
        <Stack gap={2}>
          {order.lines.map((line) => (
            <Text size="sm" key={line.productId}>
              {line.quantity} × {line.name}
            </Text>
          ))}
        </Stack>
        <Stack gap={2} aria-label="Timeline">
          {order.timeline.map((event) => (
            <Text size="xs" c="dimmed" key={`${event.status}-${event.at}`}>
              {utcTimeText(event.at, 'minute')} · {ORDER_STATUS_LABELS[event.status]}
              {event.note ? ` · ${event.note}` : ''}
            </Text>
          ))}
        </Stack>
        <StaffOrderReturns order={order} />
        {moves.length === 0 ? (
          <Text size="sm" c="dimmed">
            This order is {ORDER_STATUS_LABELS[order.status].toLowerCase()}: nothing follows.
          </Text>
        ) : (
          <>
            <TextInput
              label="Note for the customer (optional)"
              description="Shown on their timeline, e.g. a tracking number."
              value={note}
              maxLength={500}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
            <Group gap="xs">
              {moves.map((status) => (
                <Button
                  key={status}
                  size="xs"
                  variant={status === 'cancelled' ? 'light' : 'filled'}
                  color={status === 'cancelled' ? 'red' : undefined}
                  loading={busy === status}
                  disabled={busy !== null && busy !== status}
                  onClick={() => void move(status)}
                >
                  Mark {ORDER_STATUS_LABELS[status].toLowerCase()}
                </Button>
              ))}
            </Group>
          </>
        )}
        <ErrorAlert error={error} />
      </Stack>
    </Card>
  );
}
