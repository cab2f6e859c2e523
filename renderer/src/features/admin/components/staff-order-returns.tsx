// The returns of an order opened in /admin/orders: what the customer sends back and why, what it refunds, and the
// step that follows (approve or decline, received, refund), with a note the customer sees.
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '@common/commerce';
import type { Order } from '@common/contracts/orders';
import type { OrderReturn, ReturnStatusChange } from '@common/contracts/returns';
import { nextReturnStatuses, RETURN_REASON_LABELS, RETURN_STATUS_LABELS } from '@common/returns';
import { useApiAction } from '../../../api/use-api-action';
import { useApiClient } from '../../../api/use-api';
import { ErrorAlert } from '../../../ui/error-alert';
import { utcTimeText } from '../../../ui/utc-time';
import { AUDIT_LOG_KEY } from '../api/get-audit-log';
import { STAFF_ORDERS_KEY } from '../api/get-staff-orders';
import { moveReturn } from '../api/move-return';

const STEP_LABELS: Readonly<Record<ReturnStatusChange['status'], string>> = {
  approved: 'Approve',
  declined: 'Decline',
  received: 'Mark received (stock back)',
  refunded: 'Refund',
};

function ReturnSteps({ order, item }: { order: Order; item: OrderReturn }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const { running, busy, error, run } = useApiAction<ReturnStatusChange['status']>();
  const steps = nextReturnStatuses(item.status).filter((status): status is ReturnStatusChange['status'] => status !== 'requested');

  async function step(status: ReturnStatusChange['status']) {
    await run(
      async () => {
        await moveReturn(api, item.id, { status, ...(note.trim() ? { note: note.trim() } : {}) });
        setNote('');
        await Promise.all([queryClient.invalidateQueries({ queryKey: STAFF_ORDERS_KEY }), queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY })]);
      },
      'The return could not be moved. Reload the order and try again.',
      status,
    );
  }

  return (
    <Paper withBorder p="xs" radius="sm" component="section" aria-label={`Return of ${utcTimeText(item.requestedAt, 'minute')}`}>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {RETURN_STATUS_LABELS[item.status]}
        </Text>
        <Text size="sm">
          {item.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')} · {RETURN_REASON_LABELS[item.reason]}
        </Text>
        {item.note && <Text size="sm">Customer: “{item.note}”</Text>}
        {item.decisionNote && <Text size="sm">Note: {item.decisionNote}</Text>}
        <Text size="xs" c="dimmed">
          Refund {formatMoney(item.refundAmount, order.currency)}
          {item.coinsBack > 0 ? `, ${item.coinsBack} coins back` : ''}
          {item.rewardCoinsBack > 0 ? `, ${item.rewardCoinsBack} reward coins taken back` : ''} · asked {utcTimeText(item.requestedAt, 'minute')} UTC
        </Text>
        {steps.length > 0 && (
          <>
            {item.status === 'requested' && (
              <TextInput
                size="xs"
                label="Note for the customer (optional)"
                description="Why it is declined, or how to send it back."
                value={note}
                maxLength={500}
                onChange={(event) => setNote(event.currentTarget.value)}
              />
            )}
            <Group gap="xs">
              {steps.map((status) => (
                <Button
                  key={status}
                  size="xs"
                  variant={status === 'declined' ? 'light' : 'filled'}
                  color={status === 'declined' ? 'red' : undefined}
                  loading={running === status}
                  disabled={busy && running !== status}
                  onClick={() => void step(status)}
                >
                  {status === 'refunded' ? `Refund ${formatMoney(item.refundAmount, order.currency)}` : STEP_LABELS[status]}
                </Button>
              ))}
            </Group>
          </>
        )}
        <ErrorAlert error={error} />
      </Stack>
    </Paper>
  );
}

export function StaffOrderReturns({ order }: { order: Order }) {
  if (order.returns.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Returns
      </Title>
      {order.returns.map((item) => (
        <ReturnSteps key={item.id} order={order} item={item} />
      ))}
    </Stack>
  );
}
