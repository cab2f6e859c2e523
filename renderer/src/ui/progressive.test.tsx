import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMantine } from '../testing/render-with-mantine';
import { ProductGrid } from './catalog/product-grid';

afterEach(cleanup);

const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('ProductGrid', () => {
  it('draws the first row at once and the next rows in the tasks after, until all are there', async () => {
    renderWithMantine(
      <ProductGrid>
        {Array.from({ length: 10 }, (_, index) => (
          <article key={index} aria-label={`card ${index + 1}`} />
        ))}
      </ProductGrid>,
    );
    expect(screen.getAllByRole('article')).toHaveLength(4);
    await nextTask();
    expect(screen.getAllByRole('article')).toHaveLength(8);
    await nextTask();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    await nextTask();
    expect(screen.getAllByRole('article')).toHaveLength(10);
  });
});
