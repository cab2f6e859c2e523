import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { sendApiExchange } from './api-exchange';
import { installFakeServer, networkDown } from './test-support/fake-server';

afterEach(() => vi.unstubAllGlobals());

describe('sendApiExchange', () => {
  it('returns any answer as it came, a refusal too, with its headers and body, sent with the session cookie', async () => {
    const fake = installFakeServer({
      'POST /api/logout': () =>
        new Response('{"error":"Wrong origin","code":"BAD_ORIGIN"}', {
          status: 403,
          statusText: 'Forbidden',
          headers: { 'Content-Type': 'application/json', 'X-Trace': 't-1' },
        }),
    });
    const exchange = await sendApiExchange({ method: 'post', url: '/api/logout', body: '{}' });
    expect(exchange).toMatchObject({
      status: 403,
      statusText: 'Forbidden',
      contentType: 'application/json',
      bodyText: '{"error":"Wrong origin","code":"BAD_ORIGIN"}',
    });
    expect(exchange.headers).toContainEqual(['x-trace', 't-1']);
    expect(exchange.durationMs).toBeGreaterThanOrEqual(0);
    const [sent] = fake.requestsTo('POST /api/logout');
    expect(sent?.init).toMatchObject({ method: 'POST', credentials: 'include', body: '{}', headers: { 'Content-Type': 'application/json' } });
  });

  it('sends nothing outside this origin’s API', async () => {
    const fake = installFakeServer({});
    await expect(sendApiExchange({ method: 'get', url: 'https://elsewhere.example/api/x' })).rejects.toMatchObject({ code: 'NOT_THIS_API' });
    await expect(sendApiExchange({ method: 'get', url: '//elsewhere.example/api/x' })).rejects.toBeInstanceOf(ApiError);
    expect(fake.requests).toEqual([]);
  });

  it('names a network failure with the app’s sentence', async () => {
    installFakeServer({ 'GET /api/db-status': networkDown });
    await expect(sendApiExchange({ method: 'get', url: '/api/db-status' })).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
