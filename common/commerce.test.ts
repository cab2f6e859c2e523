import { describe, expect, it } from 'vitest';
import { discountPercent, formatDecimal, formatMoney, priceLines, purchaseRewardCoins, STOREFRONT_CURRENCIES } from './commerce';

/** The same pseudo-random numbers in [0, 1) on every run (a linear congruential walk), for sweeps over sizes. */
function fixedRandom(seed = 20261126): () => number {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
}

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

  it('writes exactly what Intl.NumberFormat writes, for every storefront currency in both locales, at every size and sign', () => {
    // A fixed pseudo-random walk over magnitudes from paise to a hundred trillion, plus the edges of each grouping.
    const next = fixedRandom();
    const amounts = [
      0,
      1,
      5,
      9,
      10,
      99,
      100,
      101,
      999,
      1_000,
      99_999,
      100_000,
      9_999_999,
      10_000_000,
      999_999_999,
      1_000_000_000,
      999_999_999_999_999,
      1e15,
      Number.MAX_SAFE_INTEGER,
    ];
    for (let digits = 1; digits <= 15; digits += 1) for (let i = 0; i < 20; i += 1) amounts.push(Math.floor(next() * 10 ** digits));
    for (const locale of ['en-IN', 'en-US']) {
      for (const currency of STOREFRONT_CURRENCIES) {
        const intl = new Intl.NumberFormat(locale, { style: 'currency', currency });
        for (const amount of amounts) {
          for (const minor of amount === 0 ? [0] : [amount, -amount]) {
            expect(formatMoney(minor, currency, locale), `${minor} ${currency} ${locale}`).toBe(intl.format(minor / 100));
          }
        }
      }
    }
  });

  it('leaves what it does not know to Intl: fractions of a minor unit, other locales and currencies', () => {
    expect(formatMoney(129_950.5, 'INR')).toBe(new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(1_299.505));
    expect(formatMoney(1_599, 'USD', 'en-GB')).toBe('US$15.99');
    expect(formatMoney(1_599, 'JPY', 'en-US')).toBe(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'JPY' }).format(15.99));
  });
});

describe('formatDecimal', () => {
  it('writes exactly what Intl.NumberFormat (at most two fraction digits) writes, in both locales, at every size and sign', () => {
    const next = fixedRandom();
    const values = [
      0,
      0.5,
      0.05,
      1,
      2.5,
      12.25,
      100,
      999,
      1_000,
      1_000.5,
      99_999.99,
      100_000,
      10_000_000,
      999_999_999_999_999,
      1e15,
      0.1 + 0.2,
      1.005,
      2.675,
      1e-7,
      1e21,
    ];
    for (let digits = 1; digits <= 15; digits += 1) {
      for (let i = 0; i < 20; i += 1) {
        const whole = Math.floor(next() * 10 ** digits);
        values.push(whole, whole / 10, whole / 100, whole / 1000, whole + next());
      }
    }
    for (const locale of ['en-IN', 'en-US']) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
      for (const value of values) {
        for (const signed of value === 0 ? [0, -0] : [value, -value]) {
          expect(formatDecimal(signed, locale), `${signed} ${locale}`).toBe(intl.format(signed));
        }
      }
    }
  });

  it('groups digits as the locale does, and leaves other locales and non-numbers to Intl', () => {
    expect(formatDecimal(1_234_567.5)).toBe('12,34,567.5');
    expect(formatDecimal(1_234_567.5, 'en-US')).toBe('1,234,567.5');
    expect(formatDecimal(1_234.5, 'de-DE')).toBe('1.234,5');
    expect(formatDecimal(Number.NaN)).toBe('NaN');
  });
});
