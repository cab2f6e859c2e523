// The routes whose loaders start their screen's first read in the app's query client, beside the screen's code.
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GuardiansQueryClient } from '../api/query-client';
import { createTestQueryClient } from '../testing/test-query-client';
import { storefrontRoutes } from './routes';

/** The route at `path` in the table, or its index route (the landing, at `/`) for INDEX. */
const INDEX = Symbol('index route');

function routeAt(tree: RouteObject[], path: string | typeof INDEX): RouteObject | undefined {
  for (const route of tree) {
    if (path === INDEX ? route.index : route.path === path) return route;
    const inner = route.children && routeAt(route.children, path);
    if (inner) return inner;
  }
  return undefined;
}

let client: GuardiansQueryClient | undefined;

/** Runs the loader of `path` with a query client, and lets the reads it started finish. */
async function load(path: string | typeof INDEX, params: Record<string, string> = {}, search = ''): Promise<GuardiansQueryClient> {
  client ??= createTestQueryClient();
  const loader = routeAt(storefrontRoutes(Promise.resolve(client)), path)?.loader;
  if (typeof loader !== 'function') throw new Error(`${path === INDEX ? 'the index route' : path} has no loader`);
  await loader({ params, request: new Request(`http://localhost/${path === INDEX ? '' : path}${search}`), context: undefined } as never);
  // The reads start once the client is given (a promise), then run.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await vi.waitFor(() => expect(client!.isFetching()).toBe(0));
  return client;
}

/** The URLs the stubbed fetch was asked for. */
function asked(fetchMock: ReturnType<typeof vi.fn>): string[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname + new URL(String(input), 'http://localhost').search);
}

describe("route loaders start their screen's first read in the query cache", () => {
  afterEach(() => {
    client?.api.dispose();
    client = undefined;
    window.localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("asks for the Vitamin D dashboard's assessments only where an answer is likely", async () => {
    const fetchMock = vi.fn(async () => Response.json({ email: 'a@b.c', temporary: false, assessments: [] }));
    vi.stubGlobal('fetch', fetchMock);
    await load('vitamin-d-analysis');
    expect(asked(fetchMock)).toEqual([]);
    window.localStorage.setItem('isAuthenticated', 'true');
    const withClient = await load('vitamin-d-analysis');
    expect(asked(fetchMock)).toEqual(['/api/assessment/mine']);
    expect(withClient.getQueryState(['/api/assessment/mine'])?.status).toBe('success');
  });

  it("asks for the landing's guardians and a product page's product, each once however often the loader runs", async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('guardians') ? Response.json({ guardians: [] }) : Response.json({ message: 'No such product.' }, { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await load(INDEX);
    await load(INDEX);
    await load('marketplace/product/:productName', { productName: 'coq10' });
    expect(asked(fetchMock)).toEqual(['/api/guardians', '/api/products/coq10']);
    // A failed read is the screen's query's to show, never the loader's.
    expect(client!.getQueryState(['/api/products', 'coq10'])?.status).toBe('error');
  });

  it("asks for the marketplace's products as its address filters them, and the first page of all for an address it cannot read", async () => {
    const fetchMock = vi.fn(async () => Response.json({ products: [], total: 0, page: 1, pageSize: 12, suggestion: null }));
    vi.stubGlobal('fetch', fetchMock);
    await load('marketplace');
    await load('marketplace', {}, '?guardian=angio&filter=deals&sort=rating&q=omega&page=2&category=cardiovascular');
    await load('marketplace', {}, '?guardian=zeus&sort=cheapest&page=-3&filter=none');
    expect(asked(fetchMock)).toEqual([
      '/api/products?page=1&pageSize=12',
      '/api/products?guardian=angio&category=cardiovascular&q=omega&sort=rating&page=2&pageSize=12&deals=true',
    ]);
  });

  it('asks for nothing the page carried into the cache before the client was given (main.tsx)', async () => {
    const fetchMock = vi.fn(async () => Response.json({ guardians: [] }));
    vi.stubGlobal('fetch', fetchMock);
    client = createTestQueryClient();
    client.setQueryData(['/api/guardians'], { guardians: [] });
    client.setQueryData(['/api/products', 'coq10'], { product: null });
    await load(INDEX);
    await load('marketplace/product/:productName', { productName: 'coq10' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts no read without a query client (the server renderer)', async () => {
    const fetchMock = vi.fn(async () => Response.json({ guardians: [] }));
    vi.stubGlobal('fetch', fetchMock);
    const loader = routeAt(storefrontRoutes(), INDEX)?.loader;
    if (typeof loader !== 'function') throw new Error('the index route has no loader');
    await loader({ params: {}, request: new Request('http://localhost/'), context: undefined } as never);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
