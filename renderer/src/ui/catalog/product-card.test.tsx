import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '@common/contracts/catalog';
import { LOW_STOCK_UNITS } from '@common/product-highlight';
import { catalogProduct } from '../../testing/catalog-product';
import { renderWithMantine } from '../../testing/render-with-mantine';
import { ProductCard } from './product-card';

afterEach(cleanup);

function product(stock: number): Product {
  return catalogProduct({ id: `p-${stock}`, slug: `product-${stock}`, name: `Product with ${stock}`, stock });
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
