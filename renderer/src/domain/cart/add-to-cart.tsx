import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Product } from '@common/contracts/catalog';
import { errorSentence } from '../../api/error-texts';
import { AddToCartControl } from '../../ui/cart/add-to-cart-control';
import { useCartAdd } from './use-cart';
import { quantityCap } from '@common/commerce';

const OUTCOME_TEXT = {
  added: (name: string) => `${name} is in your cart.`,
  capped: (name: string) => `${name} is in your cart, at the most you can buy of it.`,
  out_of_stock: (name: string) => `${name} is sold out.`,
  cart_full: () => 'Your cart already holds the most products one order can.',
} as const;

/** Adds a product to the cart, optionally with a quantity picker; sold-out products cannot be added. */
export function AddToCart({ product, withQuantity = false }: { product: Product; withQuantity?: boolean }) {
  const addToCart = useCartAdd();
  const [adding, setAdding] = useState(false);

  async function add(quantity: number) {
    setAdding(true);
    try {
      const outcome = await addToCart(product, quantity);
      notifications.show({ message: OUTCOME_TEXT[outcome](product.name), color: outcome === 'added' || outcome === 'capped' ? 'teal' : 'yellow' });
    } catch (error) {
      notifications.show({ message: errorSentence(error, `${product.name} could not be added. Try again.`), color: 'red' });
    } finally {
      setAdding(false);
    }
  }

  return (
    <AddToCartControl
      productName={product.name}
      cap={quantityCap(product.stock)}
      withQuantity={withQuantity}
      adding={adding}
      onAdd={(quantity) => void add(quantity)}
    />
  );
}
