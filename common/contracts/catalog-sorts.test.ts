import { describe, expect, it } from 'vitest';
import { PRODUCT_SORTS, productSortOf } from './catalog';

describe('productSortOf', () => {
  it('keeps every sort the catalogue knows', () => {
    for (const sort of PRODUCT_SORTS) expect(productSortOf(sort)).toBe(sort);
  });

  it('reads anything else, none included, as the default', () => {
    for (const value of ['', 'price', 'PRICE_ASC', null, undefined]) expect(productSortOf(value)).toBe('featured');
  });
});
