import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { CachedAnswer, CacheEntryInput, CacheKey } from '@common/desktop-bridge';
import { DATA_UNAVAILABLE_TEXT, HIGH_LOAD_TEXT, READ_ONLY_TEXT } from '@common/system-texts';
import { ApiError } from './api-error';
import type { ApiClient } from './api-request';
import { createApiClient, OFFLINE_FROM_HEADER } from './api-request';
import { OFFLINE_WRITE_TEXT } from './error-texts';
import type { OfflineCacheHost } from './offline-answer-store';
import type { GuardiansQueryClient } from './query-client';
import { createQueryClient, jsonQueryFn } from './query-client';
import { SESSION_PATH } from './session-watcher';
import { databaseAvailable, installFakeServer, json, networkDown, text } from './test-support/fake-server';

const ALICE = 'a1a1a1a1-0000-4000-8000-000000000001';
const BOB = 'b2b2b2b2-0000-4000-8000-000000000002';
const STORED_AT = '2026-11-22T17:40:00.000Z';

/** The platform's offline cache as an in-memory map, with the time each answer was stored. */
function memoryCache(info: { kind: 'web' | 'desktop'; embeddedServer: boolean } = { kind: 'web', embeddedServer: false }) {
  const entries = new Map<string, { body: string; storedAt: string }>();
  const keyOf = (userId: string | null, path: string) => `${userId ?? ':guest'} ${path}`;
  const host = {
    info: vi.fn(async () => info),
    offlineCache: {
      read: vi.fn(async (key: CacheKey): Promise<CachedAnswer> => entries.get(keyOf(key.userId, key.path)) ?? null),
      store: vi.fn(async (entry: CacheEntryInput) => {
        entries.set(keyOf(entry.userId, entry.path), { body: entry.body, storedAt: STORED_AT });
        return true;
      }),
      clearUser: vi.fn(async (userId: string) => {
        for (const key of [...entries.keys()]) if (key.startsWith(`${userId} `)) entries.delete(key);
      }),
    },
  } satisfies OfflineCacheHost;
  const put = (userId: string | null, path: string, body: unknown, storedAt = STORED_AT) =>
    entries.set(keyOf(userId, path), { body: JSON.stringify(body), storedAt });
  return { host, entries, put, keyOf };
}

/** The page's API client: a page load on a device whose offline cache is `host`. */
let api: ApiClient;
const pages: ApiClient[] = [];

function loadPage(host: OfflineCacheHost): ApiClient {
  api = createApiClient({ host });
  pages.push(api);
  return api;
}

function createClient(): GuardiansQueryClient {
  return createQueryClient(api);
}

function signedInClient(userId: string | null): GuardiansQueryClient {
  const client = createClient();
  client.setQueryData([SESSION_PATH], userId === null ? null : { user: { id: userId } });
  return client;
}

/** A read of any answer, as the screens' typed reads do it. */
const anyAnswer = jsonQueryFn(z.unknown());

function read(client: GuardiansQueryClient, queryKey: QueryKey, options: Pick<FetchQueryOptions, 'retry' | 'staleTime'> = {}): Promise<unknown> {
  return client.fetchQuery({ queryKey, queryFn: anyAnswer, ...options });
}

const apiRequest = (method: string, url: string, body?: unknown) => api.request(method, url, body);
const apiJson = (method: string, url: string, body?: unknown) => api.json(z.unknown(), method, url, body);
const getOfflineStatus = () => ({ networkDown: api.serverStatus.isNetworkDown(), showingDataFrom: api.offlineAnswers.showingDataFrom() });
const clearOfflineAnswersOf = (userId: string) => api.offlineAnswers.clearUser(userId);

afterEach(() => {
  for (const page of pages.splice(0)) page.dispose();
  vi.unstubAllGlobals();
});

describe('keeping good answers', () => {
  it("stores a cacheable GET's answer under the signed-in user", async () => {
    const { host, entries, keyOf } = memoryCache();
    loadPage(host);
    installFakeServer({ 'GET /api/wallet': () => json({ balance: 250 }) });

    await expect(read(signedInClient(ALICE), ['/api/wallet'])).resolves.toEqual({ balance: 250 });
    await vi.waitFor(() => expect(host.offlineCache.store).toHaveBeenCalledWith({ userId: ALICE, path: '/api/wallet', body: '{"balance":250}' }));
    expect(entries.has(keyOf(ALICE, '/api/wallet'))).toBe(true);
  });

  it('keeps an answer in an idle moment of the page, not in the task that read it', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBeGreaterThan(0);
      idle.push(callback);
      return idle.length;
    });
    const { host } = memoryCache();
    loadPage(host);
    installFakeServer({ 'GET /api/wallet': () => json({ balance: 250 }) });

    await expect(read(signedInClient(ALICE), ['/api/wallet'])).resolves.toEqual({ balance: 250 });
    await vi.waitFor(() => expect(idle.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(host.offlineCache.store).not.toHaveBeenCalled();

    for (const callback of idle.splice(0)) callback();
    await vi.waitFor(() => expect(host.offlineCache.store).toHaveBeenCalledWith({ userId: ALICE, path: '/api/wallet', body: '{"balance":250}' }));
  });

  it("stores a signed-out visitor's catalogue under no user, with its query string", async () => {
    const { host } = memoryCache();
    loadPage(host);
    installFakeServer({ 'GET /api/products': () => json({ products: [{ id: 1 }], total: 1 }) });

    await read(signedInClient(null), ['/api/products', { guardian: 'biome' }]);
    await vi.waitFor(() =>
      expect(host.offlineCache.store).toHaveBeenCalledWith({ userId: null, path: '/api/products?guardian=biome', body: '{"products":[{"id":1}],"total":1}' }),
    );
  });

  it('waits for the session to say whose answer it is before storing it', async () => {
    const { host } = memoryCache();
    loadPage(host);
    installFakeServer({ 'GET /api/guardians': () => json({ guardians: [] }) });
    const client = createClient();

    await read(client, ['/api/guardians']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(host.offlineCache.store).not.toHaveBeenCalled();

    client.setQueryData([SESSION_PATH], { user: { id: BOB } });
    await vi.waitFor(() => expect(host.offlineCache.store).toHaveBeenCalledWith(expect.objectContaining({ userId: BOB, path: '/api/guardians' })));
  });

  it('never stores carts or other answers outside the cacheable list, and the session only as the device record', async () => {
    const { host } = memoryCache();
    loadPage(host);
    installFakeServer({ 'GET /api/cart': () => json({ items: [] }), [`GET ${SESSION_PATH}`]: () => json({ user: { id: ALICE } }) });
    const client = signedInClient(ALICE);
    await read(client, ['/api/cart']);
    await apiRequest('GET', SESSION_PATH);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(host.offlineCache.store.mock.calls).toEqual([[{ userId: null, path: SESSION_PATH, body: JSON.stringify({ user: { id: ALICE } }) }]]);
  });

  it('answers the read even when storing fails', async () => {
    const { host } = memoryCache();
    host.offlineCache.store.mockRejectedValue(new Error('quota exceeded'));
    loadPage(host);
    installFakeServer({ 'GET /api/wallet': () => json({ balance: 3 }) });
    await expect(read(signedInClient(ALICE), ['/api/wallet'])).resolves.toEqual({ balance: 3 });
    await vi.waitFor(() => expect(host.offlineCache.store).toHaveBeenCalled());
  });
});

describe('serving kept answers when the server cannot be reached', () => {
  it("serves the user's kept answer on a network failure and says since when", async () => {
    const { host, put } = memoryCache();
    put(ALICE, '/api/wallet', { balance: 250 });
    loadPage(host);
    installFakeServer({ 'GET /api/wallet': networkDown });

    await expect(read(signedInClient(ALICE), ['/api/wallet'], { retry: false })).resolves.toEqual({ balance: 250 });
    expect(getOfflineStatus()).toEqual({ networkDown: true, showingDataFrom: STORED_AT });
  });

  it.each([
    ['a gateway answers 502', () => text('Bad Gateway', 502)],
    ['a gateway answers 504', () => text('Gateway Timeout', 504)],
    ["a proxy answers 503 without the server's body", () => text('Service Unavailable', 503)],
  ])('serves the kept answer when %s', async (_case, answer) => {
    const { host, put } = memoryCache();
    put(null, '/api/products', { products: [{ id: 7 }], total: 1 });
    loadPage(host);
    installFakeServer({ 'GET /api/products': answer });
    await expect(read(signedInClient(null), ['/api/products'], { retry: false })).resolves.toEqual({ products: [{ id: 7 }], total: 1 });
    expect(getOfflineStatus().showingDataFrom).toBe(STORED_AT);
  });

  it("keeps the server's own overload answer as spec 8 says, even with a kept answer", async () => {
    const { host, put } = memoryCache();
    put(null, '/api/products', { products: [{ id: 7 }], total: 1 });
    loadPage(host);
    installFakeServer({ 'GET /api/products': () => json({ error: 'Busy', code: 'OVERLOADED' }, 503) });
    await expect(read(signedInClient(null), ['/api/products'], { retry: false })).resolves.toEqual({ products: [], total: 0, page: 1, pageSize: 12 });
    expect(getOfflineStatus().showingDataFrom).toBeNull();
  });

  it("never serves another user's kept answer", async () => {
    const { host, put } = memoryCache();
    put(ALICE, '/api/wallet', { balance: 250 });
    loadPage(host);
    installFakeServer({ 'GET /api/wallet': networkDown });

    const error = await read(signedInClient(BOB), ['/api/wallet'], { retry: false }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ message: HIGH_LOAD_TEXT });
    expect(host.offlineCache.read).toHaveBeenCalledWith({ userId: BOB, path: '/api/wallet' });
    expect(getOfflineStatus().showingDataFrom).toBeNull();
  });

  it("never serves a user's kept answer to a signed-out visitor, or while nobody is known to be signed in", async () => {
    const { host, put } = memoryCache();
    put(ALICE, '/api/products', { products: [{ id: 1 }], total: 1 });
    loadPage(host);
    installFakeServer({ 'GET /api/products': networkDown });

    await expect(read(signedInClient(null), ['/api/products'], { retry: false })).resolves.toEqual({ products: [], total: 0, page: 1, pageSize: 12 });
    await expect(read(createClient(), ['/api/products'], { retry: false })).resolves.toEqual({ products: [], total: 0, page: 1, pageSize: 12 });
    expect(host.offlineCache.read).toHaveBeenCalledTimes(2);
    expect(host.offlineCache.read).toHaveBeenCalledWith({ userId: null, path: '/api/products' });
  });

  it('falls back as before for a path with no kept answer, and for paths never kept', async () => {
    const { host } = memoryCache();
    loadPage(host);
    installFakeServer({ 'GET /api/guardians': networkDown, 'GET /api/products/vitamin-d3/reviews': networkDown, 'GET /api/orders': networkDown });
    const client = signedInClient(ALICE);
    await expect(read(client, ['/api/guardians'], { retry: false })).resolves.toEqual({ guardians: [] });
    await expect(read(client, ['/api/products/vitamin-d3/reviews'], { retry: false })).resolves.toEqual({
      offline: true,
      message: DATA_UNAVAILABLE_TEXT,
    });
    await expect(apiRequest('GET', '/api/orders')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(host.offlineCache.read).toHaveBeenCalledTimes(1);
  });

  it('does not touch the cache for a 4xx answer', async () => {
    const { host, put } = memoryCache();
    put(null, '/api/products/gone', { id: 'gone' });
    loadPage(host);
    installFakeServer({ 'GET /api/products/gone': () => json({ error: 'Product not found', code: 'NOT_FOUND' }, 404) });
    await expect(read(signedInClient(null), ['/api/products/gone'], { retry: false })).rejects.toMatchObject({ status: 404 });
    expect(host.offlineCache.read).not.toHaveBeenCalled();
  });

  it('serves kept answers through apiRequest too, marked with their time', async () => {
    const { host, put } = memoryCache();
    put(ALICE, '/api/wallet', { balance: 9 });
    loadPage(host);
    // The session is learnt from a query client's session query, as the app's own client does.
    const client = signedInClient(ALICE);
    installFakeServer({ 'GET /api/guardians': () => json({ guardians: [] }), 'GET /api/wallet': networkDown });
    await read(client, ['/api/guardians']);

    const response = await apiRequest('GET', '/api/wallet');
    expect(response.headers.get(OFFLINE_FROM_HEADER)).toBe(STORED_AT);
    expect(await response.json()).toEqual({ balance: 9 });
  });

  it('shows the oldest time of the answers on screen, and clears it and refetches them when the server answers again', async () => {
    const { host, put } = memoryCache();
    put(null, '/api/guardians', { guardians: [{ id: 'angio' }] }, '2026-11-22T17:40:00.000Z');
    put(null, '/api/products', { products: [], total: 0 }, '2026-11-21T09:05:00.000Z');
    loadPage(host);
    let online = false;
    installFakeServer({
      'GET /api/guardians': () => (online ? json({ guardians: [{ id: 'biome' }] }) : networkDown()),
      'GET /api/products': () => (online ? json({ products: [], total: 0 }) : networkDown()),
    });
    const client = signedInClient(null);
    await read(client, ['/api/guardians'], { retry: false });
    await read(client, ['/api/products'], { retry: false });
    expect(getOfflineStatus().showingDataFrom).toBe('2026-11-21T09:05:00.000Z');
    expect(client.getQueryData(['/api/guardians'])).toEqual({ guardians: [{ id: 'angio' }] });
    expect(client.getQueryState(['/api/guardians'])?.isInvalidated).toBe(false);

    online = true;
    await read(client, ['/api/products'], { staleTime: 0 });
    expect(getOfflineStatus()).toEqual({ networkDown: false, showingDataFrom: null });
    // The screen showing the kept guardians asks the server again.
    expect(client.getQueryState(['/api/guardians'])?.isInvalidated).toBe(true);
  });

  it('asks again for the kept answers on screen when the browser is back online', async () => {
    const { host, put } = memoryCache();
    put(null, '/api/guardians', { guardians: [{ id: 'angio' }] });
    loadPage(host);
    installFakeServer({ 'GET /api/guardians': networkDown });
    const client = signedInClient(null);
    await read(client, ['/api/guardians'], { retry: false });
    expect(client.getQueryState(['/api/guardians'])?.isInvalidated).toBe(false);

    window.dispatchEvent(new Event('online'));
    expect(client.getQueryState(['/api/guardians'])?.isInvalidated).toBe(true);
  });

  it('keeps no offline cache on desktop with the embedded server', async () => {
    const { host, put } = memoryCache({ kind: 'desktop', embeddedServer: true });
    put(ALICE, '/api/wallet', { balance: 250 });
    loadPage(host);
    installFakeServer({ 'GET /api/guardians': () => json({ guardians: [] }), 'GET /api/wallet': networkDown });
    const client = signedInClient(ALICE);
    await read(client, ['/api/guardians']);
    await expect(read(client, ['/api/wallet'], { retry: false })).rejects.toMatchObject({ message: HIGH_LOAD_TEXT });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(host.offlineCache.store).not.toHaveBeenCalled();
    expect(host.offlineCache.read).not.toHaveBeenCalled();
  });

  it('uses the offline cache on desktop against a remote API', async () => {
    const { host, put } = memoryCache({ kind: 'desktop', embeddedServer: false });
    put(ALICE, '/api/wallet', { balance: 250 });
    loadPage(host);
    installFakeServer({ 'GET /api/wallet': networkDown });
    await expect(read(signedInClient(ALICE), ['/api/wallet'], { retry: false })).resolves.toEqual({ balance: 250 });
  });
});

describe('writes while offline', () => {
  it('refuses a write with the offline text and sends nothing after a network failure', async () => {
    const { host } = memoryCache();
    loadPage(host);
    const server = installFakeServer({
      'GET /api/guardians': networkDown,
      'GET /api/db-status': networkDown,
      'PUT /api/cart/items/7': () => json({ items: [] }),
    });
    await read(signedInClient(null), ['/api/guardians'], { retry: false });

    const error = await apiJson('PUT', '/api/cart/items/7', { quantity: 1 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'OFFLINE', message: OFFLINE_WRITE_TEXT });
    expect(server.requestsTo('PUT /api/cart/items/7')).toHaveLength(0);
  });

  it('refuses every write while the browser says it is offline, without asking anything', async () => {
    const { host } = memoryCache();
    loadPage(host);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const server = installFakeServer({ 'POST /api/purchase': () => json({}, 201), 'POST /api/logout': () => json({}) });
    await expect(apiRequest('POST', '/api/purchase', { items: [] })).rejects.toMatchObject({ message: OFFLINE_WRITE_TEXT });
    await expect(apiRequest('POST', '/api/logout')).rejects.toMatchObject({ code: 'OFFLINE' });
    expect(server.requests).toHaveLength(0);
    vi.restoreAllMocks();
  });

  it('sends the write once the server answers again', async () => {
    const { host } = memoryCache();
    loadPage(host);
    let online = false;
    const server = installFakeServer({
      'GET /api/guardians': networkDown,
      'GET /api/db-status': () => (online ? databaseAvailable() : networkDown()),
      'POST /api/wellness-reflections': () => json({ ok: true }, 201),
    });
    await read(signedInClient(null), ['/api/guardians'], { retry: false });
    await expect(apiRequest('POST', '/api/wellness-reflections', {})).rejects.toMatchObject({ code: 'OFFLINE' });

    online = true;
    await expect(apiJson('POST', '/api/wellness-reflections', {})).resolves.toEqual({ ok: true });
    expect(server.requestsTo('POST /api/wellness-reflections')).toHaveLength(1);
    expect(getOfflineStatus().networkDown).toBe(false);
  });

  it('still says read-only, not offline, when the server is reachable but its database is not', async () => {
    const { host } = memoryCache();
    loadPage(host);
    installFakeServer({ 'GET /api/db-status': () => json({ available: false }), 'DELETE /api/cart': () => json({}) });
    await expect(apiRequest('DELETE', '/api/cart')).rejects.toMatchObject({ message: READ_ONLY_TEXT });
  });

  it('never refuses writes for being offline on desktop with the embedded server', async () => {
    const { host } = memoryCache({ kind: 'desktop', embeddedServer: true });
    loadPage(host);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    installFakeServer({ 'GET /api/db-status': databaseAvailable, 'POST /api/wellness-reflections': () => json({ ok: true }, 201) });
    await expect(apiJson('POST', '/api/wellness-reflections', {})).resolves.toEqual({ ok: true });
    vi.restoreAllMocks();
  });
});

describe('sign-out', () => {
  it("clears that user's kept answers only, and stores nothing more for them", async () => {
    const { host, put, entries, keyOf } = memoryCache();
    put(ALICE, '/api/wallet', { balance: 1 });
    put(BOB, '/api/wallet', { balance: 2 });
    loadPage(host);

    await clearOfflineAnswersOf(ALICE);
    expect(host.offlineCache.clearUser).toHaveBeenCalledWith(ALICE);
    expect(entries.has(keyOf(ALICE, '/api/wallet'))).toBe(false);
    expect(entries.has(keyOf(BOB, '/api/wallet'))).toBe(true);
  });
});

describe('starting offline', () => {
  /** Alice signs in on this device while the server answers; the page is then closed. */
  async function aliceWasSignedIn() {
    const cache = memoryCache();
    loadPage(cache.host);
    installFakeServer({ [`GET ${SESSION_PATH}`]: () => json({ user: { id: ALICE } }), 'GET /api/wallet': () => json({ balance: 250 }) });
    const client = createClient();
    await read(client, [SESSION_PATH]);
    await read(client, ['/api/wallet']);
    await vi.waitFor(() => expect(cache.entries.has(cache.keyOf(ALICE, '/api/wallet'))).toBe(true));
    return { cache, client };
  }

  /** A fresh page load with the network down and the same device cache. */
  function reloadOffline(cache: ReturnType<typeof memoryCache>) {
    loadPage(cache.host);
    installFakeServer({ [`GET ${SESSION_PATH}`]: networkDown, 'GET /api/wallet': networkDown });
    return createClient();
  }

  it("knows who was signed in on this device and shows that user's kept answers", async () => {
    const { cache } = await aliceWasSignedIn();
    expect(cache.entries.has(cache.keyOf(null, SESSION_PATH))).toBe(true);

    const client = reloadOffline(cache);
    await expect(read(client, [SESSION_PATH], { retry: false })).resolves.toEqual({ user: { id: ALICE } });
    await expect(read(client, ['/api/wallet'], { retry: false })).resolves.toEqual({ balance: 250 });
    expect(getOfflineStatus()).toEqual({ networkDown: true, showingDataFrom: STORED_AT });
    // Served from the cache, the session is not written back with a new date.
    expect(cache.host.offlineCache.store.mock.calls.filter(([entry]) => entry.path === SESSION_PATH)).toHaveLength(1);
  });

  it('shows the signed-out view after a sign-out on this device, and nothing of the account', async () => {
    const { cache, client } = await aliceWasSignedIn();
    client.setQueryData([SESSION_PATH], null);
    await clearOfflineAnswersOf(ALICE);
    await vi.waitFor(() => expect(cache.entries.get(cache.keyOf(null, SESSION_PATH))?.body).toBe('null'));

    const offline = reloadOffline(cache);
    await expect(read(offline, [SESSION_PATH], { retry: false })).resolves.toBeNull();
    const error = await read(offline, ['/api/wallet'], { retry: false }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ message: HIGH_LOAD_TEXT });
  });

  it('keeps no device session on desktop with the embedded server', async () => {
    const cache = memoryCache({ kind: 'desktop', embeddedServer: true });
    loadPage(cache.host);
    installFakeServer({ [`GET ${SESSION_PATH}`]: () => json({ user: { id: ALICE } }) });
    await read(createClient(), [SESSION_PATH]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cache.host.offlineCache.store).not.toHaveBeenCalled();
  });
});
