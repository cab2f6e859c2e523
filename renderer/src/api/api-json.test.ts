import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CartResponse } from '@common/contracts/cart';
import { emptyOfflineCache } from '../testing/test-query-client';
import { ApiError } from './api-error';
import { parseAnswer } from './api-json';
import type { ApiClient } from './api-request';
import { createApiClient } from './api-request';
import { errorSentence, INVALID_RESPONSE_TEXT } from './error-texts';
import { databaseAvailable, installFakeServer, json, text } from './test-support/fake-server';

const cart = { lines: [], itemCount: 0, subtotal: 0, savings: 0, currency: 'INR', maxQuantityPerLine: 20 };

let api: ApiClient;

beforeEach(() => {
  api = createApiClient({ host: emptyOfflineCache });
});

afterEach(() => {
  api.dispose();
  vi.unstubAllGlobals();
});

/** Settles a call into its error, or fails the test if it resolves. */
async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    () => new Error('expected the call to fail'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof ApiError)) throw outcome;
  return outcome;
}

describe('api.json', () => {
  it("resolves with the answer as the contract's schema reads it", async () => {
    installFakeServer({ 'GET /api/cart': () => json({ cart: { ...cart, notInTheContract: true } }) });
    await expect(api.json(CartResponse, 'GET', '/api/cart')).resolves.toEqual({ cart });
  });

  it('fails with INVALID_RESPONSE, naming the path and the mismatch, when the answer is not the contract', async () => {
    installFakeServer({ 'GET /api/cart': () => json({ cart: { ...cart, itemCount: 'three' } }) });
    const error = await failureOf(api.json(CartResponse, 'GET', '/api/cart?fresh=1'));
    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE', message: INVALID_RESPONSE_TEXT });
    expect(error.details).toEqual({ path: '/api/cart', issues: [{ path: 'cart.itemCount', message: expect.any(String) }] });
    expect(errorSentence(error, 'Your cart could not be loaded.')).toBe(INVALID_RESPONSE_TEXT);
  });

  it('fails with INVALID_RESPONSE when an OK answer is not JSON at all', async () => {
    installFakeServer({ 'GET /api/cart': () => text('<html>Proxy login</html>', 200) });
    const error = await failureOf(api.json(CartResponse, 'GET', '/api/cart'));
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', details: { path: '/api/cart', issues: [] } });
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it('passes an error status through unchanged: the server said no, the body is not read as the contract', async () => {
    const body = { error: 'Product not found', code: 'PRODUCT_NOT_FOUND' };
    installFakeServer({ 'GET /api/db-status': databaseAvailable, 'PUT /api/cart/items/7': () => json(body, 404) });
    const error = await failureOf(api.json(CartResponse, 'PUT', '/api/cart/items/7', { quantity: 1 }));
    expect(error).toMatchObject({ status: 404, code: 'PRODUCT_NOT_FOUND', serverMessage: 'Product not found', message: `404: ${JSON.stringify(body)}` });
  });

  it('reads an empty answer (204) as undefined, which a schema for "no body" accepts', async () => {
    installFakeServer({ 'GET /api/db-status': databaseAvailable, 'POST /api/logout': () => new Response(null, { status: 204 }) });
    await expect(api.json(z.undefined(), 'POST', '/api/logout')).resolves.toBeUndefined();
  });
});

describe('parseAnswer', () => {
  it('applies the schema: defaults filled in, unknown keys dropped', () => {
    const schema = z.object({ sort: z.string().default('rating') });
    expect(parseAnswer(schema, { extra: 1 }, { url: '/api/experts', status: 200 })).toEqual({ sort: 'rating' });
  });

  it('lists at most five issues', () => {
    const schema = z.object({ a: z.string(), b: z.string(), c: z.string(), d: z.string(), e: z.string(), f: z.string() });
    const error = (() => {
      try {
        parseAnswer(schema, {}, { url: '/api/x', status: 200 });
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).details).toMatchObject({ issues: { length: 5 } });
  });
});
