// The query cache a server-rendered page carries: dehydrated on the server with TanStack Query's `dehydrate`, checked
// read by read in the browser before `hydrate`.
import { hydrate } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_QUANTITY_PER_LINE } from '@common/commerce';
import { accountUser } from '../../testing/account-user';
import { catalogProduct } from '../../testing/catalog-product';
import { createTestQueryClient } from '../../testing/test-query-client';
import { carriedQueryState, pageQueryState, seedPageAnswers } from './query-state';

const product = catalogProduct({ slug: 'omega-3', name: 'Omega 3' });
const answer = { product, facts: null, verification: { label: 'Verified by Guardians', detail: 'Label checked.', verifiedAt: null } };
const NOW = Date.UTC(2026, 10, 30, 9);

/** The block a page drawn by the server carries (server/web-render/page-html.ts). */
function carry(text: string, type = 'application/json'): void {
  const block = document.createElement('script');
  block.type = type;
  block.id = 'query-state';
  block.text = text;
  document.body.append(block);
}

/** A carried query as `dehydrate` writes it (what matters of it), answered `at`. */
function query(queryKey: unknown[], data: unknown, at = NOW - 1000): object {
  return { queryKey, queryHash: JSON.stringify(queryKey), dehydratedAt: at, state: { data, dataUpdatedAt: at, status: 'success', fetchStatus: 'idle' } };
}

/** The keys and data of the checked state's queries. */
async function carriedAnswers(): Promise<Array<{ queryKey: unknown; data: unknown }>> {
  const state = await carriedQueryState(document, NOW);
  return state.queries.map(({ queryKey, state: { data } }) => ({ queryKey, data }));
}

afterEach(() => {
  document.getElementById('query-state')?.remove();
});

describe("a page's query state", () => {
  it('is what the server seeded and drew with, dehydrated, and the browser hydrates exactly that', async () => {
    const server = createTestQueryClient();
    await seedPageAnswers(server, [
      { queryKey: ['/api/products', 'omega-3'], answer },
      { queryKey: ['/api/guardians'], answer: { guardians: 'none' } },
      { queryKey: ['/api/wallet'], answer: { balance: 10 } },
    ]);
    // A read the page made for itself that a page does not carry stays on the server.
    server.setQueryData(['/api/experts'], { experts: [] });
    const state = pageQueryState(server);
    expect(state?.queries.map(({ queryKey }) => queryKey)).toEqual([['/api/products', 'omega-3']]);
    server.api.dispose();

    carry(JSON.stringify(state));
    const browser = createTestQueryClient();
    hydrate(browser, await carriedQueryState(document));
    expect(browser.getQueryData(['/api/products', 'omega-3'])).toEqual(answer);
    expect(browser.getQueryState(['/api/products', 'omega-3'])?.dataUpdatedAt).toBe(state?.queries[0]?.state.dataUpdatedAt);
    browser.api.dispose();
  });

  it('carries nothing from a page whose answers are none a page carries', async () => {
    const server = createTestQueryClient();
    await seedPageAnswers(server, [{ queryKey: ['/api/products', 'omega-3'], answer: { product: 'none' } }]);
    expect(pageQueryState(server)).toBeUndefined();
    server.api.dispose();
  });

  it("keeps the landing's guardians and the marketplace's first page, each checked with its read's schema", async () => {
    const guardians = { guardians: [] };
    const list = { products: [product], total: 1, page: 1, pageSize: 12 };
    carry(
      JSON.stringify({
        mutations: [],
        queries: [
          query(['/api/guardians'], guardians),
          query(['/api/products', { page: 1, pageSize: 12 }], list),
          query(['/api/products', { page: 1, nested: { deep: true } }], list),
          query(['/api/products', { page: 2 }], { products: 'none' }),
        ],
      }),
    );
    expect(await carriedAnswers()).toEqual([
      { queryKey: ['/api/guardians'], data: guardians },
      { queryKey: ['/api/products', { page: 1, pageSize: 12 }], data: list },
    ]);
  });

  it('is none without a block, with a block that is not JSON, not a data block, or not a dehydrated state', async () => {
    expect(await carriedAnswers()).toEqual([]);
    carry('{"queries": [');
    expect(await carriedAnswers()).toEqual([]);
    document.getElementById('query-state')?.remove();
    carry(JSON.stringify({ mutations: [], queries: [query(['/api/products', 'omega-3'], answer)] }), 'text/plain');
    expect(await carriedAnswers()).toEqual([]);
    document.getElementById('query-state')?.remove();
    carry(JSON.stringify([query(['/api/products', 'omega-3'], answer)]));
    expect(await carriedAnswers()).toEqual([]);
  });

  it('leaves out reads it does not know, keys of the wrong shape, answers that fail their schema and odd states', async () => {
    carry(
      JSON.stringify({
        mutations: [{ state: { status: 'pending' } }],
        queries: [
          query(['/api/wallet'], { balance: 10 }),
          query(['/api/products'], answer),
          query(['/api/products', 'omega-3', 'extra'], answer),
          query(['__proto__', 'x'], answer),
          query(['/api/products', 7], answer),
          query(['/api/products', 'broken'], { product: { ...product, price: 'free' }, facts: null, verification: answer.verification }),
          { queryKey: ['/api/products', 'no-state'] },
          { queryKey: ['/api/products', 'no-time'], state: { data: answer } },
          query(['/api/products', 'never'], answer, 0),
          query(['/api/products', 'omega-3'], answer),
        ],
      }),
    );
    const state = await carriedQueryState(document, NOW);
    expect(state.mutations).toEqual([]);
    expect(state.queries.map(({ queryKey, state: { data } }) => ({ queryKey, data }))).toEqual([{ queryKey: ['/api/products', 'omega-3'], data: answer }]);
  });

  it('takes an answer as given no later than now, and as the successful, idle answer of its own key', async () => {
    carry(
      JSON.stringify({
        mutations: [],
        queries: [
          {
            ...query(['/api/products', 'omega-3'], answer, NOW + 86_400_000),
            queryHash: '["/api/wallet"]',
            state: { data: answer, dataUpdatedAt: NOW + 86_400_000, status: 'error', fetchStatus: 'fetching', isInvalidated: true },
          },
        ],
      }),
    );
    const [carried] = (await carriedQueryState(document, NOW)).queries;
    expect(carried?.queryHash).toBe('["/api/products","omega-3"]');
    expect(carried?.state).toMatchObject({ dataUpdatedAt: NOW, status: 'success', fetchStatus: 'idle', isInvalidated: false, error: null });
  });

  it("keeps the answers a page drawn for its signed-in customer carries, each checked with its read's schema", async () => {
    const user = accountUser();
    const cart = { lines: [], itemCount: 0, subtotal: 0, savings: 0, currency: 'INR', maxQuantityPerLine: MAX_QUANTITY_PER_LINE };
    const customer = [
      { queryKey: ['/api/auth/me'], data: { user } },
      { queryKey: ['/api/cart'], data: { cart } },
      { queryKey: ['/api/assessment/mine'], data: { email: user.email, temporary: false, assessments: [] } },
      { queryKey: ['/api/care/lab-orders'], data: { orders: [] } },
    ];
    carry(
      JSON.stringify({
        mutations: [],
        queries: [
          ...customer.map(({ queryKey, data }) => query(queryKey, data)),
          query(['/api/auth/me'], { user: { ...user, roles: 'admin' } }),
          query(['/api/cart', 'x'], { cart }),
        ],
      }),
    );
    expect(await carriedAnswers()).toEqual(customer);
  });
});
