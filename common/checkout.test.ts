import { describe, expect, it } from 'vitest';
import { addWorkingDays, coinsValue, deliveryOptions, isValidPostcode, maxRedeemableCoins, normalizePostcode, taxLine } from './checkout';
import type { DeliveryRule } from './checkout';

describe('postcodes', () => {
  it.each([
    ['IN', '560001', true],
    ['IN', '110 001', false],
    ['IN', '012345', false],
    ['US', '94103', true],
    ['US', '94103-1234', true],
    ['US', '9410', false],
    ['GB', 'SW1A 1AA', true],
    ['GB', 'ec1a1bb', true],
    ['GB', 'M1 1AE', true],
    ['GB', 'GIR 0AA', true],
    ['GB', 'SW1A', false],
    ['IE', 'D02 X285', true],
    ['AE', '', true],
    ['AE', '00000', false],
    ['SG', '018956', true],
  ] as const)('%s %s valid: %s', (country, postcode, valid) => {
    expect(isValidPostcode(country, postcode)).toBe(valid);
  });

  it('stores UK codes upper case with their one space', () => {
    expect(normalizePostcode('GB', ' ec1a1bb ')).toBe('EC1A 1BB');
    expect(normalizePostcode('GB', 'm11ae')).toBe('M1 1AE');
    expect(normalizePostcode('IN', ' 560001 ')).toBe('560001');
  });
});

describe('delivery', () => {
  it('counts working days, skipping the weekend', () => {
    // Friday 2026-11-27: three working days later is Wednesday.
    expect(addWorkingDays(new Date('2026-11-27T10:00:00Z'), 3)).toBe('2026-12-02');
    // Saturday: the first working day is Monday.
    expect(addWorkingDays(new Date('2026-11-28T10:00:00Z'), 1)).toBe('2026-11-30');
  });

  it('ships free from the threshold, by the methods that have one', () => {
    const rules: DeliveryRule[] = [
      { method: 'standard', label: 'Standard', fee: 4_900, freeFrom: 49_900, minWorkingDays: 3, maxWorkingDays: 6 },
      { method: 'express', label: 'Express', fee: 14_900, freeFrom: null, minWorkingDays: 1, maxWorkingDays: 2 },
    ];
    const now = new Date('2026-11-25T10:00:00Z');
    expect(deliveryOptions(rules, 49_899, now).map((option) => option.fee)).toEqual([4_900, 14_900]);
    expect(deliveryOptions(rules, 49_900, now).map((option) => option.fee)).toEqual([0, 14_900]);
  });
});

describe('coins', () => {
  const rule = { coinsPerMajorUnit: 10, maxPercentOfOrder: 20 };
  it('are worth a rupee per 10, rounded down to the paisa', () => {
    expect(coinsValue(10, rule)).toBe(100);
    expect(coinsValue(15, rule)).toBe(150);
    expect(coinsValue(1, rule)).toBe(10);
  });
  it('pay at most 20% of the goods', () => {
    expect(maxRedeemableCoins(100_000, rule)).toBe(2_000);
    expect(maxRedeemableCoins(12_345, rule)).toBe(246);
    expect(coinsValue(maxRedeemableCoins(12_345, rule), rule)).toBeLessThanOrEqual(12_345 * 0.2);
  });
});

describe('tax', () => {
  it('shows GST contained in a rupee price, and adds VAT on top elsewhere', () => {
    expect(taxLine({ label: 'GST', ratePercent: 18, included: true }, 11_800)).toMatchObject({ amount: 1_800 });
    expect(taxLine({ label: 'VAT', ratePercent: 20, included: false }, 10_000)).toMatchObject({ amount: 2_000 });
    expect(taxLine({ label: 'Sales tax', ratePercent: 0, included: false }, 10_000)).toMatchObject({ amount: 0 });
  });
});
