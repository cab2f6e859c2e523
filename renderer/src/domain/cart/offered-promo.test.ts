import { beforeEach, describe, expect, it } from 'vitest';
import { clearOfferedPromo, offerPromoCode, readOfferedPromo } from './offered-promo';

beforeEach(() => localStorage.clear());

describe('offered promo code', () => {
  it('keeps an offered code for checkout until it is cleared', () => {
    expect(readOfferedPromo(localStorage)).toBe('');
    offerPromoCode(localStorage, 'GUARDIAN10');
    expect(readOfferedPromo(localStorage)).toBe('GUARDIAN10');
    clearOfferedPromo(localStorage);
    expect(readOfferedPromo(localStorage)).toBe('');
  });

  it('ignores a stored value that cannot be a code', () => {
    localStorage.setItem('guardians_offered_promo', '   ');
    expect(readOfferedPromo(localStorage)).toBe('');
    localStorage.setItem('guardians_offered_promo', 'X'.repeat(200));
    expect(readOfferedPromo(localStorage)).toBe('');
  });
});
