import { describe, expect, it } from 'vitest';
import { hashKey } from '@tanstack/react-query';
import { MARKETPLACE_FIRST_PAGE_QUERY_KEY } from '@common/public-reads';
import { productsQueryKey } from '../../../domain/catalog/products-key';
import { marketplaceProducts, marketplaceSearch, readMarketplaceView } from './marketplace-list';
import type { MarketplaceView } from './marketplace-list';

const ALL: MarketplaceView = { guardian: null, category: null, q: '', sort: 'featured', deals: false, page: 1 };

describe('the marketplace address', () => {
  it('leaves the defaults out, and reads back every view it writes', () => {
    expect(marketplaceSearch(ALL)).toBe('?');
    const views: MarketplaceView[] = [
      ALL,
      { guardian: 'angio', category: 'cardiovascular', q: 'fish oil', sort: 'price_asc', deals: true, page: 3 },
      { ...ALL, q: 'omega & more', page: 2 },
    ];
    for (const view of views) expect(readMarketplaceView(new URLSearchParams(marketplaceSearch(view)))).toEqual(view);
  });

  it('names deals as spec 2 links them', () => {
    expect(marketplaceSearch({ ...ALL, deals: true })).toBe('?filter=deals');
  });

  it('asks for its first page under the key the server draws /marketplace with (common/public-reads.ts)', () => {
    const firstPage = productsQueryKey(marketplaceProducts(readMarketplaceView(new URLSearchParams())));
    expect(hashKey(firstPage)).toBe(hashKey(MARKETPLACE_FIRST_PAGE_QUERY_KEY));
  });
});
