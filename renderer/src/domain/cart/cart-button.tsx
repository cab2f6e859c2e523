import { useState } from 'react';
import { CartCountButton } from '../../ui/cart/cart-count-button';
import { lazyPart } from '../../ui/lazy-part';
import { useCart } from './use-cart';

const CartPanel = lazyPart(async () => (await import('./cart-panel')).CartPanel);

/** The header's cart: the item count, and a drawer with the cart and checkout (loaded when it first opens). */
export function CartButton() {
  const cart = useCart();
  const [open, setOpen] = useState(false);
  // Once opened, the drawer stays mounted, so closing it plays its transition and reopening is instant.
  const [wanted, setWanted] = useState(false);
  const show = () => {
    setWanted(true);
    setOpen(true);
  };

  return (
    <>
      <CartCountButton itemCount={cart.itemCount} onOpen={show} />
      {wanted && <CartPanel cart={cart} opened={open} onClose={() => setOpen(false)} />}
    </>
  );
}
