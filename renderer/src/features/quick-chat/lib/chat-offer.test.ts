import { describe, expect, it } from 'vitest';
import { chatCardLabel, chatCardOffer } from './chat-offer';

describe('chatCardOffer', () => {
  it.each([
    [90_000, 81_000],
    [90_900, 81_810],
    // Rounded as checkout rounds GUARDIAN10: 10% of 1,005 paise is 100.5, taken as 101.
    [1_005, 904],
  ])('a current price of %i paise is offered at %i, with the current price as the one it replaces', (price, offered) => {
    expect(chatCardOffer({ price })).toEqual({ price: offered, replaces: price, percentOff: 10 });
  });

  it('shows no saving where the offer saves nothing, so "10% off" never sits beside an unchanged price', () => {
    expect(chatCardOffer({ price: 0 })).toEqual({ price: 0, replaces: null, percentOff: 0 });
    expect(chatCardOffer({ price: 4 })).toEqual({ price: 4, replaces: null, percentOff: 0 });
  });
});

describe('chatCardLabel', () => {
  it('names the product, the offer price, the saving and the price it replaces', () => {
    expect(chatCardLabel({ name: 'Omega-3 Fish Oil 1000 mg', price: 90_900, currency: 'INR' })).toBe('Omega-3 Fish Oil 1000 mg, ₹818.10, 10% off ₹909.00');
  });

  it('names only the price when there is no saving', () => {
    expect(chatCardLabel({ name: 'Sample sachet', price: 0, currency: 'INR' })).toBe('Sample sachet, ₹0.00');
  });
});
