import type { QueryFunction, QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The db-status probe loads this contract on demand; loaded here first, it answers at once under fake timers.
import '@common/contracts/system';
import { z } from 'zod';
import { ProductListResponse } from '@common/contracts/catalog';
import { GuardianListResponse } from '@common/contracts/guardians';
import { DATA_UNAVAILABLE_TEXT, HIGH_LOAD_TEXT } from '@common/system-texts';
import { emptyOfflineCache } from '../testing/test-query-client';
import { ApiError } from './api-error';
import { createApiClient } from './api-request';
import type { GuardiansQueryClient, UnauthorizedBehavior } from './query-client';
import { apiOf, createQueryClient, jsonQueryFn, retryDelay, urlFromQueryKey } from './query-client';
import { databaseAvailable, installFakeServer, json, networkDown, text } from './test-support/fake-server';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A fresh page load's query client and API client. */
let client: GuardiansQueryClient;

beforeEach(() => {
  vi.useFakeTimers();
  client = createQueryClient(createApiClient({ host: emptyOfflineCache }));
});

afterEach(() => {
  client.api.dispose();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const getSystemMode = () => client.api.serverStatus.getMode();

/** The read itself, whatever the answer's shape: the schema that accepts anything. */
function getQueryFn(options: { on401: UnauthorizedBehavior } = { on401: 'throw' }): QueryFunction<unknown> {
  return options.on401 === 'returnNull' ? jsonQueryFn(z.unknown(), { on401: 'returnNull' }) : jsonQueryFn(z.unknown());
}

/** Runs a query function the way TanStack Query does, with just the key and an abort signal. */
function runQuery<T>(queryFn: QueryFunction<T>, queryKey: QueryKey, signal = new AbortController().signal): Promise<T> {
  const context: QueryFunctionContext = { client, queryKey, signal, meta: undefined };
  return Promise.resolve(queryFn(context));
}

describe('query key as URL', () => {
  it('uses a one-part key as the URL', () => {
    expect(urlFromQueryKey(['/api/wallet'])).toBe('/api/wallet');
  });

  it('adds later parts as encoded path segments', () => {
    expect(urlFromQueryKey(['/api/assessment/email', 'ana+test@example.com'])).toBe('/api/assessment/email/ana%2Btest%40example.com');
    expect(urlFromQueryKey(['/api/wellness-reflections/user', 42])).toBe('/api/wellness-reflections/user/42');
    expect(urlFromQueryKey(['/api/guardians/', 'angio'])).toBe('/api/guardians/angio');
  });

  it('turns an object part into the query string, leaving out empty values', () => {
    expect(urlFromQueryKey(['/api/products', { guardian: 'biome', page: 2, search: undefined }])).toBe('/api/products?guardian=biome&page=2');
    expect(urlFromQueryKey(['/api/guardian-chat/history', 'u1', { guardianType: 'angio' }])).toBe('/api/guardian-chat/history/u1?guardianType=angio');
  });

  it('refuses a key with a missing part instead of asking for /undefined', () => {
    expect(() => urlFromQueryKey(['/api/assessment/email', undefined])).toThrow(/not a path segment/);
    expect(() => urlFromQueryKey([{ url: '/api/wallet' }])).toThrow(/must start with the URL path/);
  });

  it('fetches the URL built from the key, with the session cookie and the abort signal', async () => {
    const server = installFakeServer({ 'GET /api/assessment/email/a%40b.io': () => json([{ id: 1 }]) });
    const controller = new AbortController();
    const answer = runQuery(getQueryFn({ on401: 'throw' }), ['/api/assessment/email', 'a@b.io'], controller.signal);
    await expect(answer).resolves.toEqual([{ id: 1 }]);
    expect(server.requests[0]?.url).toBe('/api/assessment/email/a%40b.io');
    expect(server.requests[0]?.init.credentials).toBe('include');
    expect(server.requests[0]?.init.signal).toBe(controller.signal);
  });

  it('never asks db-status for a read', async () => {
    const server = installFakeServer({ 'GET /api/wallet': () => json({ balance: 1 }) });
    await runQuery(getQueryFn(), ['/api/wallet']);
    expect(server.requests).toHaveLength(1);
  });
});

describe('401', () => {
  it('throws by default', async () => {
    installFakeServer({ 'GET /api/auth/me': () => json({ error: 'Sign in first', code: 'UNAUTHENTICATED' }, 401) });
    const error = await runQuery(getQueryFn(), ['/api/auth/me']).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', serverMessage: 'Sign in first' });
  });

  it("throws with on401 'throw'", async () => {
    installFakeServer({ 'GET /api/auth/me': () => text('', 401, 'Unauthorized') });
    await expect(runQuery(getQueryFn({ on401: 'throw' }), ['/api/auth/me'])).rejects.toMatchObject({
      message: '401: Unauthorized',
    });
  });

  it("resolves with null with on401 'returnNull'", async () => {
    installFakeServer({ 'GET /api/auth/me': () => text('', 401, 'Unauthorized') });
    await expect(runQuery(getQueryFn({ on401: 'returnNull' }), ['/api/auth/me'])).resolves.toBeNull();
  });

  it("loads the schema of a 'returnNull' read only when the answer is not 'signed out'", async () => {
    const loadSchema = vi.fn(async () => z.object({ user: z.object({ id: z.string() }) }));
    const sessionRead = jsonQueryFn(loadSchema, { on401: 'returnNull' });
    installFakeServer({ 'GET /api/auth/me': () => text('', 401, 'Unauthorized') });
    await expect(runQuery(sessionRead, ['/api/auth/me'])).resolves.toBeNull();
    expect(loadSchema).not.toHaveBeenCalled();

    installFakeServer({ 'GET /api/auth/me': () => json({ user: { id: 'u1' }, extra: 1 }) });
    await expect(runQuery(sessionRead, ['/api/auth/me'])).resolves.toEqual({ user: { id: 'u1' } });
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it("reads the session probe's 200 { user: null } (a visitor without a session cookie) as signed out, loading no schema", async () => {
    const loadSchema = vi.fn(async () => z.object({ user: z.object({ id: z.string() }) }));
    const sessionRead = jsonQueryFn(loadSchema, { on401: 'returnNull', signedOutAnswer: (value) => isRecord(value) && value.user === null });
    installFakeServer({ 'GET /api/auth/me': () => json({ user: null }) });
    await expect(runQuery(sessionRead, ['/api/auth/me'])).resolves.toBeNull();
    expect(loadSchema).not.toHaveBeenCalled();
  });

  it("loads the schema of a 'returnNull' read beside the request when the read says an answer is likely", async () => {
    let schemaAskedBeforeAnswer = false;
    let answered = false;
    const loadSchema = vi.fn(async () => {
      schemaAskedBeforeAnswer = !answered;
      return z.object({ user: z.object({ id: z.string() }) });
    });
    const sessionRead = jsonQueryFn(loadSchema, { on401: 'returnNull', answerLikely: () => true });
    installFakeServer({
      'GET /api/auth/me': () => {
        answered = true;
        return json({ user: { id: 'u1' } });
      },
    });
    await expect(runQuery(sessionRead, ['/api/auth/me'])).resolves.toEqual({ user: { id: 'u1' } });
    expect(schemaAskedBeforeAnswer).toBe(true);

    // A hint only: "signed out" is still null, and a failed schema load then is not an unhandled rejection.
    const failingSchema = vi.fn(async (): Promise<z.ZodType> => {
      throw new Error('chunk failed');
    });
    installFakeServer({ 'GET /api/auth/me': () => text('', 401, 'Unauthorized') });
    await expect(runQuery(jsonQueryFn(failingSchema, { on401: 'returnNull', answerLikely: () => true }), ['/api/auth/me'])).resolves.toBeNull();
    expect(failingSchema).toHaveBeenCalledTimes(1);
  });

  it('reads the body of the 401 it turns into null, so the request does not stay open', async () => {
    const answer = json({ error: 'Sign in first', code: 'UNAUTHENTICATED' }, 401);
    installFakeServer({ 'GET /api/auth/me': () => answer });
    await runQuery(getQueryFn({ on401: 'returnNull' }), ['/api/auth/me']);
    expect(answer.bodyUsed).toBe(true);
  });
});

describe('read fallbacks when overloaded', () => {
  const overloaded = [429, 503, 500].map((status) => [`the server answers ${status}`, () => text('busy', status)] as const);
  const failures = [...overloaded, ['the network fails', networkDown] as const];

  it.each(failures)('throws the high-load error for user and account paths when %s', async (_case, answer) => {
    const paths = [
      '/api/auth/me',
      '/api/user',
      '/api/wallet',
      '/api/profile',
      '/api/cart',
      '/api/orders',
      '/api/consultations',
      '/api/consultations/reminders',
      '/api/wellness-reflections/user/7',
      '/api/assessment/email/a%40b.io',
    ];
    installFakeServer(Object.fromEntries(paths.map((path) => [`GET ${path}`, answer])));
    for (const path of paths) {
      await expect(runQuery(getQueryFn(), [path]), path).rejects.toMatchObject({ message: HIGH_LOAD_TEXT });
    }
  });

  it.each(failures)('answers empty product and guardian lists in their usual shape when %s', async (_case, answer) => {
    installFakeServer({
      'GET /api/products': answer,
      'GET /api/guardians': answer,
      'GET /api/healthy-habits/guardian/biome': answer,
    });
    await expect(runQuery(getQueryFn(), ['/api/products', { guardian: 'biome' }])).resolves.toEqual({ products: [], total: 0, page: 1, pageSize: 12 });
    await expect(runQuery(getQueryFn(), ['/api/guardians'])).resolves.toEqual({ guardians: [] });
    await expect(runQuery(getQueryFn(), ['/api/healthy-habits/guardian', 'biome'])).resolves.toEqual({ habits: [] });
  });

  it.each(failures)('answers {offline: true} for the dashboard path when %s', async (_case, answer) => {
    installFakeServer({ 'GET /api/dashboard': answer, 'GET /api/admin/dashboard': answer });
    await expect(runQuery(getQueryFn(), ['/api/dashboard'])).resolves.toEqual({ offline: true });
    await expect(runQuery(getQueryFn(), ['/api/admin/dashboard'])).resolves.toEqual({ offline: true });
  });

  it.each(failures)("answers offline with 'Data temporarily unavailable' for any other path when %s", async (_case, answer) => {
    installFakeServer({ 'GET /api/products/vitamin-d3': answer, 'GET /api/assessment/questions': answer });
    const expected = { offline: true, message: DATA_UNAVAILABLE_TEXT };
    await expect(runQuery(getQueryFn(), ['/api/products/vitamin-d3'])).resolves.toEqual(expected);
    await expect(runQuery(getQueryFn(), ['/api/assessment/questions?type=basic'])).resolves.toEqual(expected);
  });

  it('degrades the system mode and rechecks 30 s later even when a fallback answered', async () => {
    const server = installFakeServer({ 'GET /api/products': () => text('busy', 503), 'GET /api/db-status': databaseAvailable });
    await runQuery(getQueryFn(), ['/api/products']);
    expect(getSystemMode()).toBe('degraded');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(server.requestsTo('GET /api/db-status')).toHaveLength(1);
    expect(getSystemMode()).toBe('normal');
  });

  it('lets a cancelled read reject as the abort it is, with no fallback', async () => {
    installFakeServer({
      'GET /api/products': () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      },
    });
    await expect(runQuery(getQueryFn(), ['/api/products'])).rejects.toMatchObject({ name: 'AbortError' });
  });

  it("throws '{status}: {body}' for other failures instead of falling back", async () => {
    installFakeServer({ 'GET /api/products/nope': () => text('Product not found', 404) });
    await expect(runQuery(getQueryFn(), ['/api/products/nope'])).rejects.toMatchObject({
      status: 404,
      message: '404: Product not found',
    });
  });
});

describe('query client defaults (spec 9)', () => {
  it('keeps data fresh 5 minutes, retries once, never refetches on focus and never polls', () => {
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries?.staleTime).toBe(300_000);
    expect(queries?.retry).toBe(1);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.retryDelay).toBe(retryDelay);
    expect(mutations?.retry).toBe(1);
    expect(mutations?.retryDelay).toBe(retryDelay);
  });

  it('runs reads and writes while the browser says it is offline: reads answer from the offline cache, writes are refused, none is queued', () => {
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries?.networkMode).toBe('always');
    expect(mutations?.networkMode).toBe('always');
  });

  it('waits min(1000·2^n, 30000) ms before retry n', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => retryDelay(n))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('has no query function of its own: every read names the schema of its answer', async () => {
    installFakeServer({ 'GET /api/wallet': () => json({ balance: 5 }) });
    await expect(client.fetchQuery({ queryKey: ['/api/wallet'], retry: false })).rejects.toThrow(/queryFn/);
    await expect(client.fetchQuery({ queryKey: ['/api/wallet'], queryFn: jsonQueryFn(z.object({ balance: z.number() })) })).resolves.toEqual({ balance: 5 });
  });

  it('retries a failed query once, 1 s later', async () => {
    const server = installFakeServer({ 'GET /api/assessment/questions': () => text('Broken', 400) });
    const outcome = client.fetchQuery({ queryKey: ['/api/assessment/questions'], queryFn: getQueryFn() }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(999);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests).toHaveLength(2);
    await expect(outcome).resolves.toMatchObject({ message: '400: Broken' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.requests).toHaveLength(2);
  });

  it('carries its API client, which query functions find through the context; a bare QueryClient has none', () => {
    expect(apiOf(client)).toBe(client.api);
    expect(() => apiOf(new QueryClient())).toThrow(/createQueryClient/);
  });
});

describe('reads typed by the contract (jsonQueryFn)', () => {
  const products = { products: [], total: 0, page: 1, pageSize: 12 };

  it("resolves with the answer as the contract's schema reads it", async () => {
    installFakeServer({ 'GET /api/products': () => json({ ...products, total: 3, extra: 'dropped' }) });
    await expect(runQuery(jsonQueryFn(ProductListResponse), ['/api/products'])).resolves.toEqual({ ...products, total: 3 });
  });

  it('fails with INVALID_RESPONSE when the server answers another shape', async () => {
    installFakeServer({ 'GET /api/products': () => json({ items: [] }) });
    await expect(runQuery(jsonQueryFn(ProductListResponse), ['/api/products'])).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      details: { path: '/api/products' },
    });
  });

  it("resolves with null for a 401 when the query reads it as 'nobody'", async () => {
    installFakeServer({ 'GET /api/auth/me': () => text('', 401, 'Unauthorized') });
    await expect(runQuery(jsonQueryFn(GuardianListResponse, { on401: 'returnNull' }), ['/api/auth/me'])).resolves.toBeNull();
  });

  it('answers a read fallback that fits the schema, such as the empty product list', async () => {
    installFakeServer({ 'GET /api/products': () => text('busy', 503) });
    await expect(runQuery(jsonQueryFn(ProductListResponse), ['/api/products'])).resolves.toEqual(products);
  });

  it('fails with the high-load error when the read fallback does not fit the schema ({offline: true})', async () => {
    installFakeServer({ 'GET /api/experts': () => text('busy', 429), 'GET /api/testimonials': networkDown });
    await expect(runQuery(jsonQueryFn(z.object({ experts: z.array(z.unknown()) })), ['/api/experts'])).rejects.toMatchObject({
      status: 429,
      message: HIGH_LOAD_TEXT,
    });
    await expect(runQuery(jsonQueryFn(z.object({ testimonials: z.array(z.unknown()) })), ['/api/testimonials'])).rejects.toMatchObject({
      status: 0,
      message: HIGH_LOAD_TEXT,
      code: 'NETWORK_ERROR',
    });
  });

  it('answers what the query says it stands for when the server is unavailable, if it says one', async () => {
    installFakeServer({ 'GET /api/experts': () => text('busy', 503) });
    const whenUnavailable = vi.fn((error: ApiError) => ({ experts: [error.status] }));
    const queryFn = jsonQueryFn(z.object({ experts: z.array(z.number()) }), { whenUnavailable });
    await expect(runQuery(queryFn, ['/api/experts'])).resolves.toEqual({ experts: [503] });
  });
});
