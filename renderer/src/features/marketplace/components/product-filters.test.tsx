import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../testing/render-with-mantine';
import type { MarketplaceFilters } from '../api/marketplace-list';
import { ProductFilters } from './product-filters';

const NONE: MarketplaceFilters = { guardian: null, category: null, q: '', sort: 'featured', deals: false };

function select(name: string): HTMLSelectElement {
  return screen.getByRole('combobox', { name }) as HTMLSelectElement;
}

describe('ProductFilters', () => {
  afterEach(cleanup);

  it('offers guardian, category and sort as native selects, "All …" when none is chosen', () => {
    renderWithMantine(<ProductFilters filters={NONE} onChange={() => undefined} />);
    expect(select('Guardian').tagName).toBe('SELECT');
    expect(select('Guardian').selectedOptions[0]?.textContent).toBe('All guardians');
    expect(select('Category').selectedOptions[0]?.textContent).toBe('All categories');
    expect(select('Sort by').selectedOptions[0]?.textContent).toBe('Most reviewed');
  });

  it('sends each choice, a new guardian clearing the category, and "All …" as none', () => {
    const onChange = vi.fn();
    renderWithMantine(<ProductFilters filters={{ ...NONE, guardian: 'angio', category: 'omega-3' }} onChange={onChange} />);
    fireEvent.change(select('Guardian'), { target: { value: 'biome' } });
    expect(onChange).toHaveBeenLastCalledWith({ guardian: 'biome', category: null });
    fireEvent.change(select('Category'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ category: null });
    fireEvent.change(select('Sort by'), { target: { value: 'price_asc' } });
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'price_asc' });
  });

  it("keeps a linked category the guardian's list does not offer shown as chosen", () => {
    renderWithMantine(<ProductFilters filters={{ ...NONE, guardian: 'angio', category: 'not-offered-here' }} onChange={() => undefined} />);
    expect(select('Category').value).toBe('not-offered-here');
    expect(select('Category').selectedOptions[0]?.textContent).toBe('Not offered here');
  });
});
