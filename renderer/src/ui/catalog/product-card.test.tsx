import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '@common/contracts/catalog';
import { LOW_STOCK_UNITS } from '@common/product-highlight';
import { renderWithMantine } from '../../testing/render-with-mantine';
import { ProductCard } from './product-card';

afterEach(cleanup);

function product(stock: number): Product {
  return {
    id: `p-${stock}`,
    slug: `product-${stock}`,
    name: `Product with ${stock}`,
    brand: 'Brand',
    description: 'A product.',
    guardian: 'biome',
    categories: ['probiotics'],
    price: 50_000,
    originalPrice: 50_000,
    currency: 'INR',
    discount: 0,
    badge: null,
    stock,
    image: '/resources/products/brand-biome.svg',
    rating: 4.2,
    reviewCount: 120,
    createdAt: '2025-01-01T00:00:00.000Z',
  };
}

describe('ProductCard stock line', () => {
  it("says 'Only N left' up to the landing badge's low-stock limit, so a card never says both that and 'In stock'", () => {
    renderWithMantine(
      <MemoryRouter>
        {[0, 1, LOW_STOCK_UNITS, LOW_STOCK_UNITS + 1].map((stock) => (
          <ProductCard key={stock} product={product(stock)} action={null} />
        ))}
      </MemoryRouter>,
    );
    expect(screen.getByText('Sold out')).toBeTruthy();
    expect(screen.getByText('Only 1 left')).toBeTruthy();
    expect(screen.getByText(`Only ${LOW_STOCK_UNITS} left`)).toBeTruthy();
    expect(screen.getAllByText('In stock')).toHaveLength(1);
  });
});
