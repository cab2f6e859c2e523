import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product, ProductListResponse } from '@common/contracts/catalog';
import { installFakeServer, json } from '../../../api/test-support/fake-server';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { MarketplacePage } from './marketplace-page';

const omega: Product = {
  id: 'p1',
  slug: 'omega-3-fish-oil-1000mg',
  name: 'Omega-3 Fish Oil 1000 mg',
  brand: 'OceanPure',
  description: 'Fish oil.',
  guardian: 'angio',
  categories: ['cardiovascular'],
  price: 90_900,
  originalPrice: 129_900,
  currency: 'INR',
  discount: 30,
  badge: '30% OFF',
  stock: 120,
  image: '/resources/products/omega-3-fish-oil-1000mg.svg',
  rating: 4.6,
  reviewCount: 842,
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** A catalog that knows "omega" and corrects "omgea" (matched as a typo) and "omgeaa zz" (nothing matched). */
function serveCatalog() {
  return installFakeServer({
    'GET /api/auth/me': () => json({ error: 'Sign in first', code: 'UNAUTHENTICATED' }, 401),
    'GET /api/products': (request) => {
      const q = new URL(request.url, 'http://storefront.test').searchParams.get('q');
      const page = (products: Product[], suggestion: string | null): ProductListResponse => ({
        products,
        total: products.length,
        page: 1,
        pageSize: 12,
        suggestion,
      });
      if (q === 'omgea') return json(page([omega], 'omega'));
      if (q === 'omgeaa zz') return json(page([], 'omega zz'));
      if (q === 'omega') return json(page([omega], null));
      return json(page([], null));
    },
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MarketplacePage search', () => {
  it('shows the products its address asks for, asking once', async () => {
    const server = serveCatalog();
    renderAppScreen(<MarketplacePage />, { path: '/marketplace?q=omega' });
    expect(await screen.findByText('Omega-3 Fish Oil 1000 mg')).toBeTruthy();
    expect(server.requestsTo('GET /api/products')).toHaveLength(1);
  });

  it('offers "Did you mean omega?" for a typo, and the link searches for it with the other filters kept', async () => {
    const server = serveCatalog();
    const { router } = renderAppScreen(<MarketplacePage />, { path: '/marketplace?q=omgea&guardian=angio' });
    expect(await screen.findByText('Omega-3 Fish Oil 1000 mg')).toBeTruthy();
    expect(screen.getByTestId('did-you-mean').textContent).toBe('Did you mean omega?');

    fireEvent.click(screen.getByRole('link', { name: 'omega' }));
    await waitFor(() => expect(router.state.location.search).toBe('?guardian=angio&q=omega'));
    await waitFor(() => expect(screen.queryByTestId('did-you-mean')).toBeNull());
    expect(server.requestsTo('GET /api/products').at(-1)?.url).toContain('q=omega');
  });

  it('shows no suggestion when the search needed none', async () => {
    serveCatalog();
    renderAppScreen(<MarketplacePage />, { path: '/marketplace?q=omega' });
    expect(await screen.findByText('Omega-3 Fish Oil 1000 mg')).toBeTruthy();
    expect(screen.queryByTestId('did-you-mean')).toBeNull();
  });

  it('when nothing matches, says so and offers the correction, a clear search and the categories', async () => {
    serveCatalog();
    renderAppScreen(<MarketplacePage />, { path: '/marketplace?q=omgeaa+zz&filter=deals' });
    expect(await screen.findByText('No products match “omgeaa zz”.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'omega zz' }).getAttribute('href')).toBe('/marketplace?q=omega+zz&filter=deals');
    expect(screen.getByRole('link', { name: 'Clear search' }).getAttribute('href')).toBe('/marketplace?filter=deals');
    expect(screen.getByRole('link', { name: 'Probiotics' }).getAttribute('href')).toBe('/marketplace?category=probiotics');
  });
});
