// The cart drawer's contents: loaded the first time the cart opens (src/domain/cart/cart-button.tsx), so the drawer,
// the quantity fields and checkout stay out of every page's first load.
import { useState } from 'react';
import { errorSentence } from '../../api/error-texts';
import { CartDrawer } from '../../ui/cart/cart-drawer';
import { CartLines } from '../../ui/cart/cart-lines';
import { CheckoutPanel } from './checkout-panel';
import type { CartView } from './use-cart';

/** The lines with their quantity changes; a failed change is said under them until the next one. */
function EditableCartLines({ cart, onNavigate }: { cart: CartView; onNavigate: () => void }) {
  const [error, setError] = useState<string | null>(null);

  async function change(productId: string, quantity: number) {
    setError(null);
    try {
      await cart.setQuantity(productId, quantity);
    } catch (caught) {
      setError(errorSentence(caught, 'The quantity could not be changed. Try again.'));
    }
  }

  return <CartLines cart={cart} error={error} onChange={(productId, quantity) => void change(productId, quantity)} onNavigate={onNavigate} />;
}

/** The drawer with the cart's lines and checkout. */
export function CartPanel({ cart, opened, onClose }: { cart: CartView; opened: boolean; onClose: () => void }) {
  return (
    <CartDrawer
      opened={opened}
      onClose={onClose}
      status={cart.status}
      errorText={cart.status === 'error' ? errorSentence(cart.error, 'Your cart could not be loaded. Try again in a moment.') : null}
      empty={cart.lines.length === 0}
      lines={<EditableCartLines cart={cart} onNavigate={onClose} />}
      checkout={<CheckoutPanel cart={cart} onNavigate={onClose} />}
    />
  );
}
