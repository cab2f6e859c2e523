import { describe, expect, it } from 'vitest';
import { reviewEndpoints } from '@common/contracts/reviews';
import { catalogEndpoints } from '@common/contracts/catalog';
import { checkoutEndpoints } from '@common/contracts/checkout';
import { expertEndpoints } from '@common/contracts/experts';
import { walletEndpoints } from '@common/contracts/wallet';
import { endpointKey, endpointUrl, successSchema } from './endpoint';
import { urlFromQueryKey } from './query-client';

describe('endpointUrl', () => {
  it("fills each {param} of the contract's path URL-encoded and adds the query without empty values", () => {
    const url = endpointUrl(reviewEndpoints.getProductsBySlugReviews, { params: { slug: 'a b/c' }, query: { sort: 'newest', page: 2, pageSize: undefined } });
    expect(url).toBe('/api/products/a%20b%2Fc/reviews?sort=newest&page=2');
  });

  it('is the path itself for an endpoint without params or query', () => {
    expect(endpointUrl(walletEndpoints.getWallet)).toBe('/api/wallet');
  });

  it('refuses a missing path parameter rather than asking for /undefined', () => {
    expect(() => endpointUrl(expertEndpoints.getExpertsBySlug, { params: { slug: undefined as unknown as string } })).toThrow(/slug/);
  });
});

describe('endpointKey', () => {
  it('keeps the key format: the path up to its first parameter, then each later segment, then the query', () => {
    const key = endpointKey(reviewEndpoints.getProductsBySlugReviews, { params: { slug: 'ashwagandha' }, query: { sort: 'newest' } });
    expect(key).toEqual(['/api/products', 'ashwagandha', 'reviews', { sort: 'newest' }]);
    expect(endpointKey(reviewEndpoints.getProductsBySlugReviewsEligibility, { params: { slug: 'x' } })).toEqual([
      '/api/products',
      'x',
      'reviews',
      'eligibility',
    ]);
    expect(endpointKey(catalogEndpoints.getProductsBySlug, { params: { slug: 'x' } })).toEqual(['/api/products', 'x']);
  });

  it('is a key whose URL is the endpoint URL', () => {
    const address = { params: { slug: 'a b' }, query: { sort: 'helpful' as const, page: 1 } };
    expect(urlFromQueryKey(endpointKey(reviewEndpoints.getProductsBySlugReviews, address))).toBe(
      endpointUrl(reviewEndpoints.getProductsBySlugReviews, address),
    );
  });
});

describe('successSchema', () => {
  it('is the body schema of the first success response, and none for a 204 or a file', () => {
    expect(successSchema(walletEndpoints.getWallet)).toBe(walletEndpoints.getWallet.responses[200].body);
    expect(successSchema(checkoutEndpoints.deleteAddressesById)).toBeUndefined();
    expect(successSchema(expertEndpoints.getConsultationsByIdCalendarIcs)).toBeUndefined();
  });
});
