import { ActionIcon, Anchor, Group, Image, NumberInput, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { quantityCap } from '@common/commerce';
import type { CartLine } from '@common/contracts/cart';
import { formatPrice } from '../money';
import { ErrorAlert } from '../error-alert';

/** What the lines show of a cart: its lines (server or browser, priced alike) and totals. */
export interface CartLinesCart {
  lines: readonly CartLine[];
  itemCount: number;
  subtotal: number;
  savings: number;
  currency: string;
}

export interface CartLinesProps {
  cart: CartLinesCart;
  /** Why the last quantity change failed, or null. */
  error: string | null;
  /** A new quantity for a line; 0 removes it. */
  onChange: (productId: string, quantity: number) => void;
  onNavigate: () => void;
}

/** The cart's lines with editable quantities, then subtotal and what the product discounts save. */
export function CartLines({ cart, error, onChange, onNavigate }: CartLinesProps) {
  return (
    <Stack gap="sm">
      {cart.lines.map((line) => (
        <Group key={line.productId} wrap="nowrap" align="flex-start" gap="sm" data-testid="cart-line">
          <Image src={line.image} alt="" w={56} h={56} radius="sm" />
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Anchor component={Link} to={`/marketplace/product/${line.slug}`} onClick={onNavigate} size="sm" fw={600}>
              {line.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {formatPrice(line.unitPrice, cart.currency)} each
            </Text>
            {!line.available && (
              <Text size="xs" c="red">
                {line.stock === 0 ? 'Sold out' : `Only ${line.stock} left`}
              </Text>
            )}
            <Group gap="xs" wrap="nowrap">
              <NumberInput
                aria-label={`Quantity of ${line.name}`}
                value={line.quantity}
                min={1}
                max={Math.max(1, quantityCap(line.stock))}
                clampBehavior="strict"
                allowDecimal={false}
                w={80}
                size="xs"
                onChange={(value) => {
                  if (typeof value === 'number' && value >= 1) onChange(line.productId, value);
                }}
              />
              <ActionIcon variant="subtle" color="red" aria-label={`Remove ${line.name}`} onClick={() => onChange(line.productId, 0)}>
                ✕
              </ActionIcon>
            </Group>
          </Stack>
          <Text size="sm" fw={600}>
            {formatPrice(line.lineTotal, cart.currency)}
          </Text>
        </Group>
      ))}
      <ErrorAlert error={error} />
      <Group justify="space-between">
        <Text fw={600}>
          Subtotal ({cart.itemCount} {cart.itemCount === 1 ? 'item' : 'items'})
        </Text>
        <Text fw={700} data-testid="cart-subtotal">
          {formatPrice(cart.subtotal, cart.currency)}
        </Text>
      </Group>
      {cart.savings > 0 && (
        <Text size="sm" c="green">
          You save {formatPrice(cart.savings, cart.currency)} on these products.
        </Text>
      )}
    </Stack>
  );
}
