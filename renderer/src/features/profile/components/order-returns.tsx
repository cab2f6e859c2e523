// An order's returns in the profile: each return's step in words, and, while the window is open, a form to return
// items (which and how many, why) that says before sending what will come back (common/returns.ts, as the server).
import { Alert, Button, Checkbox, Group, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '@common/commerce';
import type { Order } from '@common/contracts/orders';
import { REFUND_DESTINATIONS } from '@common/order-lifecycle';
import { RETURN_REASON_LABELS, RETURN_REASONS, RETURN_STATUS_LABELS, returnIsOpen, returnSettlement } from '@common/returns';
import type { ReturnReason } from '@common/returns';
import { useApiAction } from '../../../api/use-api-action';
import { useApiClient } from '../../../api/use-api';
import { WALLET_QUERY_KEY } from '../../../identity/api/get-wallet';
import { ErrorAlert } from '../../../ui/error-alert';
import { ordersQueryOptions } from '../../../domain/cart/api/get-orders';
import { requestReturn } from '../api/request-return';

const dayText = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** How many of each product can still be returned: bought, less what returns not declined took. */
function returnableOf(order: Order): Map<string, number> {
  const left = new Map(order.lines.map((line) => [line.productId, line.quantity]));
  for (const earlier of order.returns) {
    if (earlier.status === 'declined') continue;
    for (const line of earlier.lines) left.set(line.productId, (left.get(line.productId) ?? 0) - line.quantity);
  }
  return left;
}

function coinsText(count: number): string {
  return count === 1 ? '1 coin' : `${count} coins`;
}

function ReturnForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const left = returnableOf(order);
  const lines = order.lines.filter((line) => (left.get(line.productId) ?? 0) > 0);
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [note, setNote] = useState('');
  const { busy, error, setError, run } = useApiAction();
  const items = Object.entries(chosen)
    .filter(([, quantity]) => quantity > 0)
    .map(([productId, quantity]) => ({ productId, quantity }));
  const remainsAfter = [...left].some(([productId, quantity]) => quantity > (chosen[productId] ?? 0));
  const preview =
    items.length > 0 && reason !== ''
      ? returnSettlement(
          {
            subtotal: order.subtotal,
            discount: order.discount,
            coinsValue: order.coinsValue,
            coinsRedeemed: order.coinsRedeemed,
            rewardCoins: order.rewardCoins,
            deliveryFee: order.delivery.fee,
            tax: order.tax,
            lines: order.lines,
          },
          items,
          reason,
          remainsAfter,
        )
      : null;

  async function submit() {
    if (items.length === 0 || reason === '') {
      setError('Choose the items to return and why.');
      return;
    }
    const sent = await run(async () => {
      await requestReturn(api, order.id, { items, reason, ...(note.trim() ? { note: note.trim() } : {}) });
      await Promise.all([queryClient.invalidateQueries(ordersQueryOptions), queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY })]);
    }, 'The return could not be asked for. Check the items and try again.');
    if (sent) onDone();
  }

  return (
    <form
      aria-label="Return items"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="xs">
        {lines.map((line) => {
          const most = left.get(line.productId) ?? 0;
          const quantity = chosen[line.productId] ?? 0;
          return (
            <Group key={line.productId} gap="sm" wrap="nowrap">
              <Checkbox
                label={line.name}
                checked={quantity > 0}
                onChange={(event) => setChosen({ ...chosen, [line.productId]: event.currentTarget.checked ? most : 0 })}
              />
              {most > 1 && quantity > 0 && (
                <NativeSelect
                  aria-label={`How many ${line.name}`}
                  size="xs"
                  value={String(quantity)}
                  onChange={(event) => setChosen({ ...chosen, [line.productId]: Number(event.currentTarget.value) })}
                  data={Array.from({ length: most }, (_, index) => String(index + 1))}
                />
              )}
            </Group>
          );
        })}
        <NativeSelect
          label="Why are you returning them?"
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value as ReturnReason | '')}
          data={[{ value: '', label: 'Choose a reason' }, ...RETURN_REASONS.map((value) => ({ value, label: RETURN_REASON_LABELS[value] }))]}
        />
        <Textarea
          label="Anything we should know (optional)"
          value={note}
          maxLength={1000}
          autosize
          minRows={2}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {preview && (
          <Text size="sm" role="status">
            Once we receive them you get back {formatMoney(preview.refundAmount, order.currency)} to {REFUND_DESTINATIONS[order.payment.method]}
            {preview.coinsBack > 0 ? `, and the ${coinsText(preview.coinsBack)} you spent on them` : ''}.
            {preview.rewardCoinsBack > 0 && order.payment.paidAt ? ` The ${coinsText(preview.rewardCoinsBack)} they earned as a reward are taken back.` : ''}
          </Text>
        )}
        <ErrorAlert error={error} title="Return not asked for" />
        <Group gap="sm">
          <Button type="submit" size="xs" loading={busy}>
            Ask for the return
          </Button>
          <Button variant="default" size="xs" onClick={onDone}>
            Not now
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The returns of an order and the way to ask for one; nothing for an order that has none and can have none. */
export function OrderReturns({ order, now = new Date() }: { order: Order; now?: Date }) {
  const [asking, setAsking] = useState(false);
  const windowOpen = order.status === 'delivered' && order.returnWindowEndsAt !== null && Date.parse(order.returnWindowEndsAt) > now.getTime();
  const anythingLeft = [...returnableOf(order).values()].some((quantity) => quantity > 0);
  const canAsk = windowOpen && anythingLeft && !order.returns.some((earlier) => returnIsOpen(earlier.status));
  if (order.returns.length === 0 && !canAsk) return null;
  return (
    <Stack gap="xs" mt="sm" aria-label="Returns">
      <Title order={3} size="h6">
        Returns
      </Title>
      {order.returns.map((earlier) => (
        <Alert key={earlier.id} color={earlier.status === 'declined' ? 'gray' : 'teal'} variant="light" p="xs">
          <Text size="sm" fw={600}>
            {RETURN_STATUS_LABELS[earlier.status]}
          </Text>
          <Text size="sm">
            {earlier.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')} · {RETURN_REASON_LABELS[earlier.reason]}
          </Text>
          {earlier.decisionNote && <Text size="sm">{earlier.decisionNote}</Text>}
          {earlier.status !== 'declined' && (
            <Text size="xs" c="dimmed">
              {earlier.status === 'refunded' ? 'Refunded' : 'To be refunded'}: {formatMoney(earlier.refundAmount, order.currency)}
              {earlier.coinsBack > 0 ? ` and ${coinsText(earlier.coinsBack)}` : ''}
            </Text>
          )}
        </Alert>
      ))}
      {canAsk &&
        (asking ? (
          <ReturnForm order={order} onDone={() => setAsking(false)} />
        ) : (
          <Group gap="sm">
            <Button variant="light" size="xs" onClick={() => setAsking(true)}>
              Return items
            </Button>
            <Text size="xs" c="dimmed">
              Until {dayText.format(new Date(order.returnWindowEndsAt ?? now))}
            </Text>
          </Group>
        ))}
    </Stack>
  );
}
