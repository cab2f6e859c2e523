import { Button, Center, Divider, Drawer, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../error-alert';

export interface CartDrawerProps {
  opened: boolean;
  onClose: () => void;
  status: 'loading' | 'error' | 'ready';
  /** Why the cart could not be loaded (status 'error'). */
  errorText: string | null;
  empty: boolean;
  /** The cart's lines and totals, shown when the cart is not empty. */
  lines: ReactNode;
  /** Checkout under the lines. */
  checkout: ReactNode;
}

/** The drawer with the cart and checkout. */
export function CartDrawer({ opened, onClose, status, errorText, empty, lines, checkout }: CartDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title="Your cart" size="md">
      {status === 'loading' && (
        <Center py="xl">
          <Loader role="status" aria-label="Loading your cart" />
        </Center>
      )}
      {status === 'error' && <ErrorAlert error={errorText} />}
      {status === 'ready' && (
        <Stack gap="md">
          {empty ? (
            <Stack align="flex-start" gap="sm">
              <Text>Your cart is empty.</Text>
              <Button component={Link} to="/marketplace" variant="light" onClick={onClose}>
                Browse the marketplace
              </Button>
            </Stack>
          ) : (
            lines
          )}
          <Divider />
          {checkout}
        </Stack>
      )}
    </Drawer>
  );
}
