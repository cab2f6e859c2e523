import { describe, expect, it } from 'vitest';
import { chatCardLabel, chatOffer } from './chat-offer';

describe('chatOffer', () => {
  it("shows the server's offer price as it came", () => {
    expect(chatOffer({ price: 90_900, chatOfferPrice: 81_810 })).toBe(81_810);
  });

  it('shows no offer where it saves nothing, so the label never sits beside an unchanged price', () => {
    expect(chatOffer({ price: 4, chatOfferPrice: 4 })).toBeNull();
    expect(chatOffer({ price: 0, chatOfferPrice: 0 })).toBeNull();
  });
});

describe('chatCardLabel', () => {
  it('names the product, its price, the struck-through original and the chat offer', () => {
    expect(chatCardLabel({ name: 'Omega-3 Fish Oil 1000 mg', price: 90_900, originalPrice: 129_900, currency: 'INR', chatOfferPrice: 81_810 })).toBe(
      'Omega-3 Fish Oil 1000 mg, ₹909.00, was ₹1,299.00, Chat offer: extra 10% ₹818.10',
    );
  });

  it('leaves out the original price when the product is not discounted, and the offer when it saves nothing', () => {
    expect(chatCardLabel({ name: 'Triphala', price: 50_000, originalPrice: 50_000, currency: 'INR', chatOfferPrice: 45_000 })).toBe(
      'Triphala, ₹500.00, Chat offer: extra 10% ₹450.00',
    );
    expect(chatCardLabel({ name: 'Sample sachet', price: 0, originalPrice: 0, currency: 'INR', chatOfferPrice: 0 })).toBe('Sample sachet, ₹0.00');
  });
});
