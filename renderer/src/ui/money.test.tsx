import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMantine } from '../testing/render-with-mantine';
import { formatPrice, Price } from './money';

afterEach(cleanup);

describe('Price', () => {
  it('formats minor units in the currency: paise as rupees, cents as dollars', () => {
    expect(formatPrice(129_900, 'INR')).toBe('₹1,299.00');
    expect(formatPrice(1_999, 'USD')).toMatch(/\$19\.99$/);
  });

  it('shows the original price struck through and the percent saved when discounted', () => {
    renderWithMantine(<Price price={90_000} originalPrice={120_000} currency="INR" />);
    expect(screen.getByTestId('price').textContent).toBe('₹900.00');
    expect(screen.getByLabelText('Was ₹1,200.00')).toBeTruthy();
    expect(screen.getByText('25% off')).toBeTruthy();
  });

  it('shows only the price when there is no discount', () => {
    renderWithMantine(<Price price={50_000} originalPrice={50_000} currency="INR" />);
    expect(screen.getByTestId('price').textContent).toBe('₹500.00');
    expect(screen.queryByText(/% off/)).toBeNull();
  });
});
