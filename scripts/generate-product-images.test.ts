import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '../server/setup/seed/catalog-products';
import { RESOURCES_DIR, storefrontImages, wrapLabel } from './generate-product-images';

describe('storefront images', () => {
  it('has an up-to-date file under resources/ for every seeded product, guardian and expert', () => {
    const images = storefrontImages();
    expect(images.size).toBeGreaterThanOrEqual(SEED_PRODUCTS.length + 5 + 10);
    for (const [relative, content] of images) {
      // Run `node --import tsx scripts/generate-product-images.ts` when this fails.
      expect(readFileSync(path.join(RESOURCES_DIR, relative), 'utf8'), relative).toBe(content);
    }
  });

  it('escapes label text so a name with an apostrophe or ampersand stays valid XML', () => {
    const svg = storefrontImages().get('products/horse-chestnut-butchers-broom.svg') ?? '';
    expect(svg).toContain('Butcher&apos;s');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});

describe('wrapLabel', () => {
  it('wraps words into lines and marks a cut-off last line', () => {
    expect(wrapLabel('Probiotic 50 Billion CFU, 12 Strains', 14, 3)).toEqual(['Probiotic 50', 'Billion CFU,', '12 Strains']);
    expect(wrapLabel('one two three four five six', 7, 2)).toEqual(['one two', 'three…']);
  });
});
