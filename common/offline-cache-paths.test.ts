import { describe, expect, it } from 'vitest';
import { isCacheableApiPath } from './offline-cache-paths';

describe('isCacheableApiPath', () => {
  it.each([
    '/api/products',
    '/api/products?guardian=biome&page=2',
    '/api/products/ashwagandha',
    '/api/guardians',
    '/api/guardians/angio',
    '/api/healthy-habits/guardian/biome',
    '/api/assessment/mine',
    '/api/assessment/questions?type=basic',
    '/api/wallet',
    '/api/wallet#top',
    '/api/auth/me',
  ])('keeps the answer of %s', (path) => {
    expect(isCacheableApiPath(path)).toBe(true);
  });

  it.each([
    '/api/cart',
    '/api/orders',
    '/api/auth/me/extra',
    '/api/logout',
    '/api/admin/products/pending',
    '/api/wallet/extra',
    '/api/products/a/b',
    '/api/assessment/email/a%40b.io',
    '/products',
    '',
  ])('never keeps %s', (path) => {
    expect(isCacheableApiPath(path)).toBe(false);
  });
});
