import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@common/contracts/catalog';
import { installFakeServer, json } from '../../../api/test-support/fake-server';
import { catalogProduct } from '../../../testing/catalog-product';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { FeaturedProducts } from './featured-products';

function product(id: string, fields: Partial<Product>): Product {
  return catalogProduct({ id, slug: `product-${id}`, name: `Product ${id}`, ...fields });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FeaturedProducts', () => {
  it('shows a badge on each of the five products, each one true of its data', async () => {
    const products = [
      product('a', { badge: 'FLASH SALE' }),
      product('b', { price: 40_000, originalPrice: 50_000, discount: 20 }),
      product('c', { stock: 3 }),
      product('d', { rating: 4.8, reviewCount: 300 }),
      product('e', {}),
    ];
    installFakeServer({
      'GET /api/auth/me': () => json({ error: 'Sign in first', code: 'UNAUTHENTICATED' }, 401),
      'GET /api/products': () => json({ products, total: 5, page: 1, pageSize: 5 }),
    });
    renderAppScreen(<FeaturedProducts />);
    const list = await screen.findByRole('list', { name: 'Featured products' });
    // Drawn a card per task, each in a placeholder (hidden from assistive technology) until then.
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByTestId('featured-badge').textContent)).toEqual(['FLASH SALE', '20% OFF', 'Only 3 left', 'TOP RATED', '★ 4.2']);
  });
});
