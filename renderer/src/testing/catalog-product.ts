import type { Product } from '@common/contracts/catalog';

/** An approved product as GET /api/products lists it: in stock, at its full price, with no badge. */
export function catalogProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p-1',
    slug: 'product-1',
    name: 'Product 1',
    brand: 'Brand',
    description: 'A product.',
    guardian: 'biome',
    categories: ['probiotics'],
    price: 50_000,
    originalPrice: 50_000,
    currency: 'INR',
    discount: 0,
    badge: null,
    stock: 100,
    image: '/resources/products/brand-biome.svg',
    rating: 4.2,
    reviewCount: 120,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
