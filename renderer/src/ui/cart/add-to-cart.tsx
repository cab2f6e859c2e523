import { Button, Group, NumberInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Product } from '../../../../common/contracts/catalog';
import { errorSentence } from '../../api/error-texts';
import { useCart } from './use-cart';
import { quantityCap } from './visitor-cart';

const OUTCOME_TEXT = {
  added: (name: string) => `${name} is in your cart.`,
  capped: (name: string) => `${name} is in your cart, at the most you can buy of it.`,
  out_of_stock: (name: string) => `${name} is sold out.`,
  cart_full: () => 'Your cart already holds the most products one order can.',
} as const;

/** Adds a product to the cart, optionally with a quantity picker; sold-out products cannot be added. */
export function AddToCart({ product, withQuantity = false }: { product: Product; withQuantity?: boolean }) {
  const cart = useCart();
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const cap = quantityCap(product.stock);

  async function add() {
    setAdding(true);
    try {
      const outcome = await cart.add(product, quantity);
      notifications.show({ message: OUTCOME_TEXT[outcome](product.name), color: outcome === 'added' || outcome === 'capped' ? 'teal' : 'yellow' });
    } catch (error) {
      notifications.show({ message: errorSentence(error, `${product.name} could not be added. Try again.`), color: 'red' });
    } finally {
      setAdding(false);
    }
  }

  if (cap === 0) {
    return (
      <Button disabled variant="default">
        Sold out
      </Button>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      {withQuantity && (
        <NumberInput
          aria-label="Quantity"
          value={quantity}
          min={1}
          max={cap}
          clampBehavior="strict"
          allowDecimal={false}
          w={80}
          onChange={(value) => setQuantity(typeof value === 'number' && value >= 1 ? value : 1)}
        />
      )}
      <Button onClick={() => void add()} loading={adding} aria-label={withQuantity ? 'Add to cart' : `Add ${product.name} to cart`}>
        Add to cart
      </Button>
    </Group>
  );
}
