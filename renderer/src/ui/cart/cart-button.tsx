import { Alert, Button, Center, Divider, Drawer, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorSentence } from '../../api/error-texts';
import { CartLines } from './cart-lines';
import { CheckoutPanel, RESUME_CHECKOUT_FLAG } from './checkout-panel';
import { useCart } from './use-cart';

/** The header's cart: the item count, and a drawer with the cart and checkout. */
export function CartButton() {
  const cart = useCart();
  const [open, setOpen] = useState(false);

  // Back from signing in to check out: open the cart where the visitor left it.
  useEffect(() => {
    if (cart.signedIn && window.sessionStorage.getItem(RESUME_CHECKOUT_FLAG) !== null) {
      window.sessionStorage.removeItem(RESUME_CHECKOUT_FLAG);
      setOpen(true);
    }
  }, [cart.signedIn]);

  const close = () => setOpen(false);
  return (
    <>
      <Button variant="subtle" onClick={() => setOpen(true)} aria-label={`Cart, ${cart.itemCount} ${cart.itemCount === 1 ? 'item' : 'items'}`}>
        🛒 {cart.itemCount}
      </Button>
      <Drawer opened={open} onClose={close} position="right" title="Your cart" size="md">
        {cart.status === 'loading' && (
          <Center py="xl">
            <Loader role="status" aria-label="Loading your cart" />
          </Center>
        )}
        {cart.status === 'error' && (
          <Alert color="red" role="alert">
            {errorSentence(cart.error, 'Your cart could not be loaded. Try again in a moment.')}
          </Alert>
        )}
        {cart.status === 'ready' && (
          <Stack gap="md">
            {cart.lines.length === 0 ? (
              <Stack align="flex-start" gap="sm">
                <Text>Your cart is empty.</Text>
                <Button component={Link} to="/marketplace" variant="light" onClick={close}>
                  Browse the marketplace
                </Button>
              </Stack>
            ) : (
              <CartLines cart={cart} onNavigate={close} />
            )}
            <Divider />
            <CheckoutPanel cart={cart} />
          </Stack>
        )}
      </Drawer>
    </>
  );
}
