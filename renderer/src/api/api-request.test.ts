import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HIGH_LOAD_TEXT, READ_ONLY_ALLOWED_WRITES, SIGN_OUT_PATH, READ_ONLY_TEXT, RETRY_EXHAUSTED_TEXT, WRITES_THAT_STORE_NOTHING } from '@common/system-texts';
import { z } from 'zod';
import { emptyOfflineCache } from '../testing/test-query-client';
import { ApiError } from './api-error';
import type { ApiClient } from './api-request';
import { createApiClient } from './api-request';
import { NETWORK_ERROR_TEXT } from './error-texts';
import { databaseAvailable, databaseUnavailable, installFakeServer, json, networkDown, text } from './test-support/fake-server';

const STATUS = 'GET /api/db-status';
const REFLECTION = 'POST /api/wellness-reflections';

/** A fresh page load's API client: normal mode, nothing asked yet. */
let api: ApiClient;

beforeEach(() => {
  vi.useFakeTimers();
  api = createApiClient({ host: emptyOfflineCache });
});

afterEach(() => {
  api.dispose();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const apiRequest = (method: string, url: string, body?: unknown, options?: Parameters<ApiClient['request']>[3]) => api.request(method, url, body, options);
const getSystemMode = () => api.serverStatus.getMode();

/** Settles a request into its error (or undefined) so a test can move the clock while it is pending. */
function outcomeOf(request: Promise<unknown>): Promise<unknown> {
  return request.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('every request', () => {
  it('sends the session cookie on reads, writes and the status check', async () => {
    const server = installFakeServer({
      [STATUS]: databaseAvailable,
      'GET /api/wallet': () => json({ balance: 0 }),
      [REFLECTION]: () => json({ ok: true }, 201),
    });
    await apiRequest('GET', '/api/wallet');
    await apiRequest('POST', '/api/wellness-reflections', { content: 'Sunlight helps' });
    expect(server.requests.map((request) => request.init.credentials)).toEqual(['include', 'include', 'include']);
  });

  it('sends writes as JSON with the JSON content type and extra headers, and reads with no body', async () => {
    const server = installFakeServer({
      [STATUS]: databaseAvailable,
      'GET /api/wallet': () => json({ balance: 0 }),
      'POST /api/purchase': () => json({ order: { id: 1 } }, 201),
    });
    await apiRequest('post', '/api/purchase', { items: [{ productId: 7, quantity: 1 }] }, { headers: { 'Idempotency-Key': 'k-1' } });
    await apiRequest('GET', '/api/wallet');

    const [purchase] = server.requestsTo('POST /api/purchase');
    expect(purchase?.init.headers).toEqual({ 'Content-Type': 'application/json', 'Idempotency-Key': 'k-1' });
    expect(purchase?.init.body).toBe('{"items":[{"productId":7,"quantity":1}]}');
    const [walletRead] = server.requestsTo('GET /api/wallet');
    expect(walletRead?.init.body).toBeUndefined();
    expect(walletRead?.init.headers).toEqual({});
  });
});

describe('database status before writes', () => {
  it('never asks db-status before a read', async () => {
    const server = installFakeServer({ [STATUS]: databaseAvailable, 'GET /api/wallet': () => json({}) });
    await apiRequest('GET', '/api/wallet');
    expect(server.requestsTo(STATUS)).toHaveLength(0);
  });

  it('asks db-status before the first write, then at most once per 60 s', async () => {
    const server = installFakeServer({ [STATUS]: databaseAvailable, [REFLECTION]: () => json({}, 201) });
    await apiRequest('POST', '/api/wellness-reflections', {});
    expect(server.requests.map((request) => request.url)).toEqual(['/api/db-status', '/api/wellness-reflections']);

    await vi.advanceTimersByTimeAsync(30_000);
    await apiRequest('POST', '/api/wellness-reflections', {});
    expect(server.requestsTo(STATUS)).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(30_000);
    await apiRequest('POST', '/api/wellness-reflections', {});
    expect(server.requestsTo(STATUS)).toHaveLength(2);
    expect(server.requestsTo(REFLECTION)).toHaveLength(3);
  });

  it('does not ask db-status before a write to the status path itself', async () => {
    const server = installFakeServer({ 'POST /api/db-status': () => json({}) });
    await apiRequest('POST', '/api/db-status');
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual(['POST /api/db-status']);
  });

  it('refuses a write with the read-only text, without sending it, while the database is unavailable', async () => {
    const server = installFakeServer({ [STATUS]: databaseUnavailable, [REFLECTION]: () => json({}, 201) });
    const error = await outcomeOf(apiRequest('POST', '/api/wellness-reflections', { content: 'x' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, message: READ_ONLY_TEXT, code: 'READ_ONLY' });
    expect(server.requestsTo(REFLECTION)).toHaveLength(0);
  });

  it('refuses a write when the status check itself fails', async () => {
    const server = installFakeServer({ [STATUS]: networkDown, 'DELETE /api/cart': () => json({}) });
    const error = await outcomeOf(apiRequest('DELETE', '/api/cart'));
    expect(error).toMatchObject({ status: 503, message: READ_ONLY_TEXT });
    expect(server.requestsTo('DELETE /api/cart')).toHaveLength(0);
  });

  it.each([...READ_ONLY_ALLOWED_WRITES, SIGN_OUT_PATH, ...WRITES_THAT_STORE_NOTHING].map((path) => [path]))(
    'still sends %s while the database is unavailable',
    async (path) => {
      const server = installFakeServer({ [STATUS]: databaseUnavailable, [`POST ${path}`]: () => json({ ok: true }) });
      const response = await apiRequest('POST', path, {});
      expect(response.status).toBe(200);
      expect(server.requestsTo(`POST ${path}`)).toHaveLength(1);
    },
  );

  it('refuses a look-alike of an allowed path while the database is unavailable', async () => {
    installFakeServer({ [STATUS]: databaseUnavailable, 'POST /api/login-history': () => json({}) });
    await expect(apiRequest('POST', '/api/login-history')).rejects.toMatchObject({ message: READ_ONLY_TEXT });
  });
});

describe('high load', () => {
  it.each([429, 503, 500])('answers %i with the high-load text, degrades, and rechecks db-status 30 s later', async (status) => {
    const server = installFakeServer({
      [STATUS]: databaseAvailable,
      'GET /api/guardians': () => json({ error: 'Too busy', code: 'RATE_LIMITED' }, status),
    });
    const error = await outcomeOf(apiRequest('GET', '/api/guardians'));
    expect(error).toMatchObject({ status, message: HIGH_LOAD_TEXT, code: 'RATE_LIMITED', serverMessage: 'Too busy' });
    expect(getSystemMode()).toBe('degraded');

    await vi.advanceTimersByTimeAsync(29_999);
    expect(server.requestsTo(STATUS)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requestsTo(STATUS)).toHaveLength(1);
    expect(getSystemMode()).toBe('normal');
  });

  it.each([
    [429, 'VOICE_LIMIT_REACHED', 'The voice has spoken its characters for today; try again tomorrow (UTC).'],
    [503, 'VOICE_UNAVAILABLE', 'ElevenLabs answered 500 to a speech request Try again later.'],
  ])("answers a feature's own %i %s with the server's sentence and leaves the store's mode alone", async (status, code, sentence) => {
    installFakeServer({ [STATUS]: databaseAvailable, 'POST /api/voice/test': () => json({ error: sentence, code }, status) });
    await expect(apiRequest('POST', '/api/voice/test', {})).rejects.toMatchObject({ status, message: sentence, code });
    expect(getSystemMode()).toBe('normal');
  });

  it('gives a high-load error the HIGH_LOAD code when the server sent none', async () => {
    installFakeServer({ 'GET /api/guardians': () => text('busy', 429) });
    await expect(apiRequest('GET', '/api/guardians')).rejects.toMatchObject({ message: HIGH_LOAD_TEXT, code: 'HIGH_LOAD' });
  });

  it("keeps the server's read-only sentence on a 503 that says the system is read-only", async () => {
    installFakeServer({
      [STATUS]: databaseAvailable,
      [REFLECTION]: () => json({ error: READ_ONLY_TEXT, code: 'READ_ONLY' }, 503),
    });
    await expect(apiRequest('POST', '/api/wellness-reflections', {})).rejects.toMatchObject({
      status: 503,
      message: READ_ONLY_TEXT,
    });
    expect(getSystemMode()).toBe('degraded');
  });
});

describe('retries of login, register and purchase', () => {
  it.each(READ_ONLY_ALLOWED_WRITES.map((path) => [path]))(
    'retries %s 3 times after 1 s, 2 s and 3 s, then fails with the retry-exhausted text',
    async (path) => {
      const server = installFakeServer({ [STATUS]: databaseAvailable, [`POST ${path}`]: () => text('busy', 429) });
      const attempts = () => server.requestsTo(`POST ${path}`).length;
      const outcome = outcomeOf(apiRequest('POST', path, {}));

      await vi.advanceTimersByTimeAsync(0);
      expect(attempts()).toBe(1);
      await vi.advanceTimersByTimeAsync(999);
      expect(attempts()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(attempts()).toBe(2);
      await vi.advanceTimersByTimeAsync(1_999);
      expect(attempts()).toBe(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(attempts()).toBe(3);
      await vi.advanceTimersByTimeAsync(2_999);
      expect(attempts()).toBe(3);
      await vi.advanceTimersByTimeAsync(1);
      expect(attempts()).toBe(4);

      const error = await outcome;
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 429, message: RETRY_EXHAUSTED_TEXT, code: 'RETRY_EXHAUSTED' });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(attempts()).toBe(4);
    },
  );

  it('resolves with the answer when a retry succeeds, resending the same body and idempotency key', async () => {
    let calls = 0;
    const server = installFakeServer({
      [STATUS]: databaseAvailable,
      'POST /api/purchase': () => (++calls === 1 ? text('busy', 503) : json({ order: { id: 9 } }, 201)),
    });
    const request = api.json(
      z.object({ order: z.object({ id: z.number() }) }),
      'POST',
      '/api/purchase',
      { items: [] },
      { headers: { 'Idempotency-Key': 'order-1' } },
    );
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(request).resolves.toEqual({ order: { id: 9 } });

    const sent = server.requestsTo('POST /api/purchase').map((r) => [r.init.body, (r.init.headers as Record<string, string>)['Idempotency-Key']]);
    expect(sent).toEqual([
      ['{"items":[]}', 'order-1'],
      ['{"items":[]}', 'order-1'],
    ]);
  });

  it('does not retry a login refused for another reason', async () => {
    const server = installFakeServer({
      [STATUS]: databaseAvailable,
      'POST /api/login': () => json({ error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }, 401),
    });
    await expect(apiRequest('POST', '/api/login', {})).rejects.toMatchObject({ status: 401 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.requestsTo('POST /api/login')).toHaveLength(1);
  });

  it('does not retry other writes on high load', async () => {
    const server = installFakeServer({ [STATUS]: databaseAvailable, [REFLECTION]: () => text('busy', 429) });
    await expect(apiRequest('POST', '/api/wellness-reflections', {})).rejects.toMatchObject({ message: HIGH_LOAD_TEXT });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.requestsTo(REFLECTION)).toHaveLength(1);
  });
});

describe('other failures', () => {
  it("says '{status}: {body}' and keeps the server's code, details and sentence", async () => {
    const body = { error: 'Password too weak', code: 'WEAK_PASSWORD', details: { failed: ['minLength'] } };
    installFakeServer({ [STATUS]: databaseAvailable, 'POST /api/register': () => json(body, 400) });
    const error = await outcomeOf(apiRequest('POST', '/api/register', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: `400: ${JSON.stringify(body)}`,
      code: 'WEAK_PASSWORD',
      details: { failed: ['minLength'] },
      serverMessage: 'Password too weak',
    });
  });

  it("says '{status}: {body text}' for a plain-text answer, with no code", async () => {
    installFakeServer({ 'GET /api/products/unknown': () => text('No such product', 404, 'Not Found') });
    const error = await outcomeOf(apiRequest('GET', '/api/products/unknown'));
    expect(error).toMatchObject({ status: 404, message: '404: No such product' });
    expect((error as ApiError).code).toBeUndefined();
    expect(getSystemMode()).toBe('normal');
  });

  it("falls back to the status text when the body is empty: '{status}: {status text}'", async () => {
    installFakeServer({ 'GET /api/admin/kpis': () => text('', 403, 'Forbidden') });
    await expect(apiRequest('GET', '/api/admin/kpis')).rejects.toMatchObject({ message: '403: Forbidden' });
  });

  it('turns a network failure into an ApiError a person can act on', async () => {
    installFakeServer({ 'GET /api/wallet': networkDown });
    await expect(apiRequest('GET', '/api/wallet')).rejects.toMatchObject({
      status: 0,
      message: NETWORK_ERROR_TEXT,
      code: 'NETWORK_ERROR',
    });
  });

  it('lets a cancelled request reject as the abort it is', async () => {
    installFakeServer({
      'GET /api/wallet': () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      },
    });
    await expect(apiRequest('GET', '/api/wallet')).rejects.toMatchObject({ name: 'AbortError' });
  });
});
