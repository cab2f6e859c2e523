import { Divider, Group, Image, Stack, Text } from '@mantine/core';
import type { Order } from '@common/contracts/orders';
import { formatPrice } from '../money';

/** An order's lines and totals, as the confirmation and the order history show them. */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <Stack gap="xs">
      {order.lines.map((line) => (
        <Group key={line.productId} justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Image src={line.image} alt="" w={40} h={40} radius="sm" />
            <Text size="sm">
              {line.name} × {line.quantity}
            </Text>
          </Group>
          <Text size="sm">{formatPrice(line.lineTotal, order.currency)}</Text>
        </Group>
      ))}
      <Divider />
      <Group justify="space-between">
        <Text size="sm">Subtotal</Text>
        <Text size="sm">{formatPrice(order.subtotal, order.currency)}</Text>
      </Group>
      {order.discount > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="green">
            Promo {order.promoCode}
          </Text>
          <Text size="sm" c="green">
            −{formatPrice(order.discount, order.currency)}
          </Text>
        </Group>
      )}
      <Group justify="space-between">
        <Text fw={700}>Total paid</Text>
        <Text fw={700}>{formatPrice(order.total, order.currency)}</Text>
      </Group>
      {order.rewardCoins > 0 && (
        <Text size="sm" c="yellow">
          +{order.rewardCoins} reward coins added to your wallet
        </Text>
      )}
    </Stack>
  );
}
