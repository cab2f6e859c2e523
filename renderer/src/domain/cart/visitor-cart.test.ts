import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_QUANTITY_PER_LINE } from '@common/commerce';
import type { Product } from '@common/contracts/catalog';
import { STORAGE_KEYS } from '../../platform/storage-keys';
import { addVisitorLine, setVisitorQuantity, VisitorCartStore, writeVisitorCart } from './visitor-cart';
import { readVisitorCart } from './visitor-cart-records';

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p-omega',
    slug: 'omega-3-fish-oil-1000mg',
    name: 'Omega-3 Fish Oil',
    brand: 'Guardian Labs',
    description: 'Heart support from purified fish oil.',
    guardian: 'angio',
    categories: ['cardiovascular'],
    price: 89_900,
    originalPrice: 129_900,
    currency: 'INR',
    discount: 31,
    badge: '30% OFF',
    stock: 50,
    image: '/resources/products/omega.svg',
    rating: 4.6,
    reviewCount: 120,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

beforeEach(() => window.localStorage.clear());

describe('visitor cart', () => {
  it('adds a product, then adds to the same line when the product is added again', () => {
    const first = addVisitorLine([], product(), 2);
    const second = addVisitorLine(first.lines, product(), 3);
    expect(second.outcome).toBe('added');
    expect(second.lines).toHaveLength(1);
    expect(second.lines[0]).toMatchObject({ productId: 'p-omega', quantity: 5, unitPrice: 89_900, originalUnitPrice: 129_900 });
  });

  it('caps a line at the stock left and says it did', () => {
    const result = addVisitorLine([], product({ stock: 3 }), 5);
    expect(result.outcome).toBe('capped');
    expect(result.lines[0]?.quantity).toBe(3);
  });

  it(`caps a line at ${MAX_QUANTITY_PER_LINE} however much is in stock`, () => {
    const result = addVisitorLine([], product({ stock: 500 }), MAX_QUANTITY_PER_LINE + 5);
    expect(result.lines[0]?.quantity).toBe(MAX_QUANTITY_PER_LINE);
    expect(setVisitorQuantity(result.lines, 'p-omega', 99)[0]?.quantity).toBe(MAX_QUANTITY_PER_LINE);
  });

  it('refuses a sold-out product and removes a line set to 0', () => {
    expect(addVisitorLine([], product({ stock: 0 }), 1)).toEqual({ lines: [], outcome: 'out_of_stock' });
    const { lines } = addVisitorLine([], product(), 1);
    expect(setVisitorQuantity(lines, 'p-omega', 0)).toEqual([]);
  });

  it('keeps the cart in localStorage between reads', () => {
    writeVisitorCart(window.localStorage, addVisitorLine([], product(), 2).lines);
    expect(readVisitorCart(window.localStorage)).toEqual([expect.objectContaining({ productId: 'p-omega', quantity: 2 })]);
  });

  it.each([
    ['text that is not JSON', '{not json'],
    ['a line with a negative quantity', JSON.stringify({ lines: [{ productId: 'x', quantity: -1 }] })],
    ['a list instead of a cart', JSON.stringify([1, 2, 3])],
  ])('discards corrupt storage: %s', (_label, stored) => {
    window.localStorage.setItem(STORAGE_KEYS.visitorCart.key, stored);
    expect(readVisitorCart(window.localStorage)).toEqual([]);
    expect(window.localStorage.getItem(STORAGE_KEYS.visitorCart.key)).toBeNull();
  });
});

describe('the visitor cart of a page (VisitorCartStore)', () => {
  beforeEach(() => window.localStorage.clear());

  it('reads as empty until its schemas are here, then tells its subscribers and reads the stored cart', async () => {
    writeVisitorCart(window.localStorage, addVisitorLine([], product(), 2).lines);
    const store = new VisitorCartStore(window.localStorage);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.lines()).toEqual([]);
    expect(store.stored()).toBeNull();
    expect(() => store.write([])).toThrow(/before ready/);
    await store.ready();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.lines()).toHaveLength(1);
    expect(store.stored()).not.toBeNull();
  });

  it('loads no schema while nothing is stored, until the first write or a cart from another tab', async () => {
    const load = vi.fn(() => import('./visitor-cart-records'));
    const store = new VisitorCartStore(window.localStorage, window, load);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(load).not.toHaveBeenCalled();
    expect(store.lines()).toEqual([]);

    // Another tab stores a cart: the schemas load and the subscribers hear twice (the event, then the records).
    writeVisitorCart(window.localStorage, addVisitorLine([], product(), 3).lines);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.visitorCart.key }));
    expect(load).toHaveBeenCalledTimes(1);
    await store.ready();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.lines()[0]?.quantity).toBe(3);

    window.localStorage.clear();
    const writer = new VisitorCartStore(window.localStorage, window, load);
    await writer.ready();
    expect(load).toHaveBeenCalledTimes(2);
    writer.write(addVisitorLine([], product(), 1).lines);
    expect(writer.lines()).toHaveLength(1);
  });

  it('tells every subscriber when its lines change, and when another tab changes them, until they unsubscribe', async () => {
    const store = new VisitorCartStore(window.localStorage);
    await store.ready();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.write(addVisitorLine([], product(), 1).lines);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.lines()).toHaveLength(1);

    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.visitorCart.key }));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.darkMode.key }));
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    store.write([]);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.stored()).toBeNull();
  });

  it("lets one caller start an account's merge until it is released, and keeps pages apart", () => {
    const store = new VisitorCartStore(window.localStorage);
    expect(store.claimMerge('ada')).toBe(true);
    expect(store.claimMerge('ada')).toBe(false);
    expect(store.claimMerge('grace')).toBe(true);
    store.releaseMerge('ada');
    expect(store.claimMerge('ada')).toBe(true);
    expect(new VisitorCartStore(window.localStorage).claimMerge('ada')).toBe(true);
  });
});
