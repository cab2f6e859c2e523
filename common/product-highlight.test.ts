import { describe, expect, it } from 'vitest';
import type { HighlightedProduct } from './product-highlight';
import { productHighlight } from './product-highlight';

const plain: HighlightedProduct = { badge: null, discount: 0, stock: 100, rating: 4.2, reviewCount: 120 };

describe('productHighlight', () => {
  it.each<[string, Partial<HighlightedProduct>, string, string]>([
    ['its own badge before any rule', { badge: 'FLASH SALE', discount: 30, stock: 0 }, 'FLASH SALE', 'badge'],
    ['sold out before a deal', { stock: 0, discount: 20 }, 'SOLD OUT', 'sold-out'],
    ['the deal as the percent saved', { discount: 23, stock: 3 }, '23% OFF', 'deal'],
    ['low stock with the units left', { stock: 4, rating: 4.9 }, 'Only 4 left', 'low-stock'],
    ['just above low stock is not low', { stock: 11 }, '★ 4.2', 'rating'],
    ['top rated over enough reviews', { rating: 4.7, reviewCount: 50 }, 'TOP RATED', 'top-rated'],
    ['a high rating over few reviews is not top rated', { rating: 4.9, reviewCount: 49 }, '★ 4.9', 'rating'],
    ['popular from 500 reviews', { rating: 4.5, reviewCount: 500 }, 'POPULAR', 'popular'],
    ['new while nobody has reviewed it', { rating: 0, reviewCount: 0 }, 'NEW', 'new'],
    ['otherwise its rating', {}, '★ 4.2', 'rating'],
  ])('labels %s', (_case, fields, label, reason) => {
    expect(productHighlight({ ...plain, ...fields })).toEqual({ label, reason });
  });
});
