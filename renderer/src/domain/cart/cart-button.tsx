import { useEffect, useState } from 'react';
import { errorSentence } from '../../api/error-texts';
import { CartDrawer } from '../../ui/cart/cart-drawer';
import { CartLines } from '../../ui/cart/cart-lines';
import { CheckoutPanel } from './checkout-panel';
import type { CartView } from './use-cart';
import { useCart } from './use-cart';
import { STORAGE_KEYS } from '../../platform/storage-keys';

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

/** The header's cart: the item count, and a drawer with the cart and checkout. */
export function CartButton() {
  const cart = useCart();
  const [open, setOpen] = useState(false);

  // Back from signing in to check out: open the cart where the visitor left it.
  useEffect(() => {
    if (cart.signedIn && window.sessionStorage.getItem(STORAGE_KEYS.resumeCheckout.key) !== null) {
      window.sessionStorage.removeItem(STORAGE_KEYS.resumeCheckout.key);
      setOpen(true);
    }
  }, [cart.signedIn]);

  const close = () => setOpen(false);
  return (
    <CartDrawer
      itemCount={cart.itemCount}
      opened={open}
      onOpen={() => setOpen(true)}
      onClose={close}
      status={cart.status}
      errorText={cart.status === 'error' ? errorSentence(cart.error, 'Your cart could not be loaded. Try again in a moment.') : null}
      empty={cart.lines.length === 0}
      lines={<EditableCartLines cart={cart} onNavigate={close} />}
      checkout={<CheckoutPanel cart={cart} />}
    />
  );
}
