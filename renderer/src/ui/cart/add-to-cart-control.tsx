import { Button, Group, NumberInput } from '@mantine/core';
import { useState } from 'react';

export interface AddToCartControlProps {
  productName: string;
  /** The most the visitor may add (stock and the per-line limit); 0 shows "Sold out". */
  cap: number;
  withQuantity: boolean;
  adding: boolean;
  onAdd: (quantity: number) => void;
}

/** The add-to-cart button, optionally with a quantity picker; a sold-out product shows a disabled button. */
export function AddToCartControl({ productName, cap, withQuantity, adding, onAdd }: AddToCartControlProps) {
  const [quantity, setQuantity] = useState(1);

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
      <Button onClick={() => onAdd(quantity)} loading={adding} aria-label={withQuantity ? 'Add to cart' : `Add ${productName} to cart`}>
        Add to cart
      </Button>
    </Group>
  );
}
