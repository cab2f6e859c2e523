import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import classes from './add-to-cart-control.module.css';

export interface AddToCartControlProps {
  productName: string;
  /** The most the visitor may add (stock and the per-line limit); 0 shows "Sold out". */
  cap: number;
  withQuantity: boolean;
  adding: boolean;
  onAdd: (quantity: number) => void;
}

/** The add-to-cart button, optionally with a quantity picker (1 up to the cap); a sold-out product shows a disabled button. */
export function AddToCartControl({ productName, cap, withQuantity, adding, onAdd }: AddToCartControlProps) {
  const [chosen, setQuantity] = useState(1);

  if (cap === 0) {
    return (
      <Button disabled variant="default">
        Sold out
      </Button>
    );
  }
  // Stock may have fallen since the choice: never more than the cap.
  const quantity = Math.min(chosen, cap);
  return (
    <Group gap="xs" wrap="nowrap">
      {withQuantity && (
        // A native select of 1…cap (at most 20): the phone's own picker, and no Mantine number input (with
        // react-number-format) on a product page's first visit (issue 12).
        <select aria-label="Quantity" className={classes.quantity} value={quantity} onChange={(event) => setQuantity(Number(event.currentTarget.value))}>
          {Array.from({ length: cap }, (_, index) => index + 1).map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      )}
      <Button onClick={() => onAdd(quantity)} loading={adding} aria-label={withQuantity ? 'Add to cart' : `Add ${productName} to cart`}>
        Add to cart
      </Button>
    </Group>
  );
}
