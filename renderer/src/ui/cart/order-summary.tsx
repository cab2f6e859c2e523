import { Divider, Group, Stack, Text } from '@mantine/core';
import type { Order } from '@common/contracts/orders';
import { formatPrice } from '../money';
import { LineList } from './line-list';
import { SummaryRow } from '../summary-row';

/** The reward reaches the wallet when the order is paid: a card when Stripe confirms it, cash when it is collected. */
function rewardLine(coins: number, paid: boolean, method: Order['payment']['method']): string {
  if (paid) return `+${coins} reward coins added to your wallet`;
  return `+${coins} reward coins once ${method === 'cod' ? 'you pay on delivery' : 'your card payment arrives'}`;
}

/** An order's lines and totals, as the confirmation and the order history show them. */
export function OrderSummary({ order }: { order: Order }) {
  const money = (minor: number) => formatPrice(minor, order.currency);
  const paid = order.payment.paidAt !== null;
  return (
    <Stack gap="xs">
      <LineList lines={order.lines} currency={order.currency} />
      <Divider />
      <SummaryRow label="Subtotal" value={money(order.subtotal)} />
      {order.discount > 0 && <SummaryRow label={`Promo ${order.promoCode ?? ''}`} value={`−${money(order.discount)}`} tone="green" />}
      {order.coinsRedeemed > 0 && <SummaryRow label={`${order.coinsRedeemed} coins`} value={`−${money(order.coinsValue)}`} tone="green" />}
      <SummaryRow
        label={order.delivery.method === 'express' ? 'Express delivery' : 'Standard delivery'}
        value={order.delivery.fee === 0 ? 'Free' : money(order.delivery.fee)}
      />
      {!order.tax.included && order.tax.amount > 0 && <SummaryRow label={`${order.tax.label} (${order.tax.ratePercent}%)`} value={money(order.tax.amount)} />}
      <Group justify="space-between">
        <Text fw={700}>{paid ? 'Total paid' : order.payment.method === 'cod' ? 'To pay on delivery' : 'Total'}</Text>
        <Text fw={700}>{money(order.total)}</Text>
      </Group>
      {order.tax.included && (
        <Text size="xs" c="dimmed">
          incl. {order.tax.label} {money(order.tax.amount)}
        </Text>
      )}
      {order.rewardCoins > 0 && order.status !== 'cancelled' && order.status !== 'refunded' && (
        <Text size="sm" c="yellow.8">
          {rewardLine(order.rewardCoins, paid, order.payment.method)}
        </Text>
      )}
    </Stack>
  );
}
