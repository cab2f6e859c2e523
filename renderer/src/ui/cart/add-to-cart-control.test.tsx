import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../testing/render-with-mantine';
import { AddToCartControl } from './add-to-cart-control';

const quantityPicker = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Quantity' });

afterEach(cleanup);

describe('AddToCartControl', () => {
  it('offers 1 up to the cap and adds the quantity chosen', () => {
    const onAdd = vi.fn();
    renderWithMantine(<AddToCartControl productName="Omega-3" cap={4} withQuantity adding={false} onAdd={onAdd} />);
    const quantity = quantityPicker();
    expect([...quantity.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['1', '2', '3', '4']);
    expect(quantity.value).toBe('1');

    fireEvent.change(quantity, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).toHaveBeenCalledWith(3);
  });

  it('never adds more than a cap that fell after the choice', () => {
    const onAdd = vi.fn();
    const { rerender } = renderWithMantine(<AddToCartControl productName="Omega-3" cap={5} withQuantity adding={false} onAdd={onAdd} />);
    fireEvent.change(quantityPicker(), { target: { value: '5' } });
    rerender(<AddToCartControl productName="Omega-3" cap={2} withQuantity adding={false} onAdd={onAdd} />);
    expect(quantityPicker().value).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).toHaveBeenCalledWith(2);
  });

  it('names the product on the button without a picker, and shows a sold-out product as a disabled button', () => {
    const { rerender } = renderWithMantine(<AddToCartControl productName="Omega-3" cap={3} withQuantity={false} adding={false} onAdd={vi.fn()} />);
    expect(screen.queryByRole('combobox', { name: 'Quantity' })).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add Omega-3 to cart' }).disabled).toBe(false);
    rerender(<AddToCartControl productName="Omega-3" cap={0} withQuantity adding={false} onAdd={vi.fn()} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sold out' }).disabled).toBe(true);
  });
});
