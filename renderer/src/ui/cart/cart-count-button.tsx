import { Button } from '@mantine/core';

/** The header's cart button with the item count; light, so it can sit in the shell of every first visit. */
export function CartCountButton({ itemCount, onOpen }: { itemCount: number; onOpen: () => void }) {
  return (
    <Button variant="subtle" onClick={onOpen} aria-label={`Cart, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}`}>
      🛒 {itemCount}
    </Button>
  );
}
