import { describe, expect, it } from 'vitest';
import { SEED_REVIEWS } from './product-reviews';

describe('seeded product reviews', () => {
  it('never show one text twice on a product page, under two names', () => {
    const byProduct = new Map<string, (typeof SEED_REVIEWS)[number][]>();
    for (const review of SEED_REVIEWS) byProduct.set(review.productSlug, [...(byProduct.get(review.productSlug) ?? []), review]);
    expect(byProduct.size).toBeGreaterThan(10);
    const repeated = [...byProduct].flatMap(([slug, reviews]) => {
      const texts = reviews.map((review) => `${review.title}\n${review.body}`);
      return texts.filter((text, index) => texts.indexOf(text) !== index).map((text) => `${slug}: ${text.split('\n')[0]}`);
    });
    expect(repeated).toEqual([]);
  });

  it('keep each reviewer to one review a product', () => {
    const pairs = SEED_REVIEWS.map((review) => `${review.productSlug} ${review.author}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });
});
