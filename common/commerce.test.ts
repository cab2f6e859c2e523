import { describe, expect, it } from 'vitest';
import { discountPercent, formatMoney, priceLines, purchaseRewardCoins } from './commerce';

describe('discountPercent', () => {
  it('rounds the saving to a whole percent and is 0 without a saving', () => {
    expect(discountPercent(90_900, 129_900)).toBe(30);
    expect(discountPercent(64_900, 79_900)).toBe(19);
    expect(discountPercent(50_000, 50_000)).toBe(0);
    expect(discountPercent(60_000, 50_000)).toBe(0);
    expect(discountPercent(100, 0)).toBe(0);
  });
});

describe('priceLines', () => {
  const lines = [
    { unitPrice: 45_000, originalUnitPrice: 60_000, quantity: 3 },
    { unitPrice: 19_950, originalUnitPrice: 19_950, quantity: 1 },
  ];

  it('sums line totals and the savings against original prices', () => {
    expect(priceLines(lines)).toEqual({ subtotal: 154_950, originalSubtotal: 199_950, savings: 45_000, discount: 0, total: 154_950 });
  });

  it('takes a promo percentage off the subtotal, rounded to the nearest minor unit', () => {
    expect(priceLines(lines, 10)).toMatchObject({ subtotal: 154_950, discount: 15_495, total: 139_455 });
    expect(priceLines([{ unitPrice: 12_345, originalUnitPrice: 12_345, quantity: 1 }], 10)).toMatchObject({ discount: 1_235, total: 11_110 });
  });
});

describe('purchaseRewardCoins', () => {
  it('pays the rate per 100 major units, rounded down', () => {
    expect(purchaseRewardCoins(149_850, 10)).toBe(149);
    expect(purchaseRewardCoins(9_999, 10)).toBe(9);
    expect(purchaseRewardCoins(250_000, 25)).toBe(625);
    expect(purchaseRewardCoins(250_000, 0)).toBe(0);
  });
});

describe('formatMoney', () => {
  it('writes minor units in the currency with its symbol', () => {
    expect(formatMoney(129_900, 'INR')).toBe('₹1,299.00');
    expect(formatMoney(1_599, 'USD', 'en-US')).toBe('$15.99');
  });
});
