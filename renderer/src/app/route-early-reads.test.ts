// The routes whose loaders start their screen's first read beside the screen's code (api/early-reads.ts).
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEarlyReadsForTests, takeEarlyRead } from '../api/early-reads';
import { routes } from './routes';

/** The route at `path` in the table, or its index route (the landing, at `/`) for INDEX. */
const INDEX = Symbol('index route');

function routeAt(path: string | typeof INDEX, tree: RouteObject[] = routes): RouteObject | undefined {
  for (const route of tree) {
    if (path === INDEX ? route.index : route.path === path) return route;
    const inner = route.children && routeAt(path, route.children);
    if (inner) return inner;
  }
  return undefined;
}

async function load(path: string | typeof INDEX, params: Record<string, string> = {}, search = ''): Promise<void> {
  const loader = routeAt(path)?.loader;
  if (typeof loader !== 'function') throw new Error(`${path === INDEX ? 'the index route' : path} has no loader`);
  await loader({ params, request: new Request(`http://localhost/${path === INDEX ? '' : path}${search}`), context: undefined } as never);
}

describe('early reads of route loaders', () => {
  afterEach(() => {
    resetEarlyReadsForTests();
    window.localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("asks for the Vitamin D dashboard's assessments only where an answer is likely", async () => {
    const fetchMock = vi.fn(async () => Response.json({ assessments: [] }));
    vi.stubGlobal('fetch', fetchMock);

    await load('vitamin-d-analysis');
    expect(takeEarlyRead('/api/assessment/mine')).toBeUndefined();

    window.localStorage.setItem('isAuthenticated', 'true');
    await load('vitamin-d-analysis');
    await expect(takeEarlyRead('/api/assessment/mine')).resolves.toBeInstanceOf(Response);

    window.localStorage.clear();
    window.localStorage.setItem('tempUserEmail', 'guest-1@guardians.invalid');
    await load('vitamin-d-analysis');
    await expect(takeEarlyRead('/api/assessment/mine')).resolves.toBeInstanceOf(Response);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("asks for the landing's guardians", async () => {
    const fetchMock = vi.fn(async () => Response.json({ guardians: [] }));
    vi.stubGlobal('fetch', fetchMock);
    await load(INDEX);
    await expect(takeEarlyRead('/api/guardians')).resolves.toBeInstanceOf(Response);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks for a product page's product", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ slug: 'coq10' })),
    );
    await load('marketplace/product/:productName', { productName: 'coq10' });
    await expect(takeEarlyRead('/api/products/coq10')).resolves.toBeInstanceOf(Response);
  });

  it("asks for the marketplace's products as its address filters them, and the first page of all for an address it cannot read", async () => {
    const fetchMock = vi.fn(async () => Response.json({ products: [], total: 0, page: 1, pageSize: 12, suggestion: null }));
    vi.stubGlobal('fetch', fetchMock);

    await load('marketplace');
    await expect(takeEarlyRead('/api/products?page=1&pageSize=12')).resolves.toBeInstanceOf(Response);

    await load('marketplace', {}, '?guardian=angio&filter=deals&sort=rating&q=omega&page=2&category=cardiovascular');
    await expect(
      takeEarlyRead('/api/products?guardian=angio&category=cardiovascular&q=omega&sort=rating&page=2&pageSize=12&deals=true'),
    ).resolves.toBeInstanceOf(Response);

    await load('marketplace', {}, '?guardian=zeus&sort=cheapest&page=-3&filter=none');
    await expect(takeEarlyRead('/api/products?page=1&pageSize=12')).resolves.toBeInstanceOf(Response);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
