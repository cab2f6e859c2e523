// Zero 5xx from input (DESIGN 8): every operation of the OpenAPI document gets generated bad requests — bodies,
// queries, path parameters with broken escapes, NULs and control characters, content types and encodings — signed
// out and signed in, and must answer below 500, with `{error, code}` on every 4xx and never a stack trace.
// Runs on SQLite in `npm test` and on PostgreSQL in `.ci/run`; FUZZ_RUNS (default 40) bounds it per operation.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ENDPOINTS } from '@common/contracts/api-endpoints';
import type { ApiEndpoint } from '@common/contracts/api-endpoint';
import { registerVisitor } from './test/accounts-helpers';
import { SESSION_COOKIE } from './modules/sessions/sessions.service';
import { rawRequest } from './test/raw-request';
import type { RawResponse } from './test/raw-request';
import { useTestApp } from './test/use-test-app';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const app = useTestApp();
let sessionCookie = '';

beforeAll(async () => {
  const { visitor } = await registerVisitor(app);
  sessionCookie = `${SESSION_COOKIE}=${visitor.sessionToken ?? ''}`;
});

interface FuzzRequest {
  path: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** Sent as generated: any method may carry a body, and the path is not re-encoded. */
function send(request: FuzzRequest): Promise<RawResponse> {
  return rawRequest(app.url, request.method, request.path, request.headers, request.body);
}

const nasty = fc.constantFrom(
  '%',
  '%E0%A4%A',
  '%00',
  '%ZZ',
  '..',
  '%2F..%2F',
  '\u0000',
  'a\u0007b',
  '\uFFFF',
  '😀',
  "' OR 1=1 --",
  '<script>',
  ' ',
  'x'.repeat(3000),
  '-1',
  '1e309',
  'null',
  '[]',
  '{}',
);
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }), nasty);

function pathParameter(): fc.Arbitrary<string> {
  // Raw escapes stay raw (they are what broke the router); anything else is percent-encoded as a client would.
  return fc.oneof(
    nasty.map((value) => (value.startsWith('%') ? value : encodeURIComponent(value))),
    text.map((value) => encodeURIComponent(value)),
  );
}

const jsonish: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.oneof(
      fc.string({ maxLength: 10 }),
      fc.constantFrom('email', 'password', 'message', 'guardianId', 'items', 'productId', 'quantity', '__proto__', 'constructor'),
    ),
    fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 3 })),
  ),
);

const body = fc.oneof(
  fc.constant(undefined),
  jsonish.map((value) => JSON.stringify(value) ?? 'null'),
  fc.constantFrom('{"unfinished', 'not json at all', '\u0000', '[1,2,', '{"a":"\\u0000"}', `{"deep":${'['.repeat(200)}${']'.repeat(200)}}`),
);

function requestsFor(endpoint: ApiEndpoint): fc.Arbitrary<FuzzRequest> {
  const parameterNames = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  const queryKeys = endpoint.request?.query ? Object.keys(endpoint.request.query.shape) : [];
  return fc
    .record({
      parameters: fc.tuple(...parameterNames.map(() => pathParameter())),
      query: fc.dictionary(fc.oneof(fc.constantFrom(...queryKeys, 'x'), fc.string({ maxLength: 8 })), fc.oneof(text.map(encodeURIComponent), nasty), {
        maxKeys: 3,
      }),
      method: fc.oneof(
        { weight: 4, arbitrary: fc.constant(endpoint.method.toUpperCase()) },
        { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH') },
      ),
      body,
      contentType: fc.constantFrom(
        undefined,
        'application/json',
        'application/json; charset=utf-8',
        'application/json; charset=latin1',
        'text/plain',
        'multipart/form-data; boundary=x',
        'application/x-www-form-urlencoded',
      ),
      contentEncoding: fc.constantFrom(undefined, undefined, 'gzip', 'deflate', 'br', 'identity', 'x-unknown'),
      signedIn: fc.boolean(),
      origin: fc.constantFrom('own', 'own', 'none', 'https://evil.example', 'null'),
    })
    .map(({ parameters, query, method, body: payload, contentType, contentEncoding, signedIn, origin }) => {
      let index = 0;
      const path = endpoint.path.replace(/\{\w+\}/g, () => parameters[index++] ?? 'x');
      const search = Object.entries(query)
        .map(([key, value]) => `${encodeURIComponent(key)}=${value}`)
        .join('&');
      const headers: Record<string, string> = {};
      if (payload !== undefined && contentType) headers['content-type'] = contentType;
      if (contentEncoding) headers['content-encoding'] = contentEncoding;
      if (signedIn) headers.cookie = sessionCookie;
      if (origin === 'own') headers.origin = app.url;
      else if (origin !== 'none') headers.origin = origin;
      return {
        path: search ? `${path}?${search}` : path,
        method,
        headers,
        body: method === 'GET' || method === 'HEAD' ? (payload === undefined ? undefined : payload) : payload,
      };
    });
}

/** A 503 that states how this server is set up (no Firebase project here), not a failure. */
const CONFIGURED_UNAVAILABLE = new Set(['FEDERATED_SIGN_IN_UNAVAILABLE']);

const STACK_TRACE = /\n\s+at |\bat [\w.<>]+ \(.*:\d+:\d+\)|node_modules|\.ts:\d+/;

describe('every OpenAPI operation under generated bad input', () => {
  it.each(API_ENDPOINTS.map((endpoint) => [`${endpoint.method.toUpperCase()} ${endpoint.path}`, endpoint] as const))(
    '%s never answers 5xx, and every 4xx is {error, code} without a stack',
    async (_name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(requestsFor(endpoint), async (request) => {
          const response = await send(request);
          const configured = response.status === 503 && CONFIGURED_UNAVAILABLE.has((JSON.parse(response.body) as { code?: string }).code ?? '');
          if (!configured) expect(response.status, `${request.method} ${request.path} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
          expect(response.body).not.toMatch(STACK_TRACE);
          if (response.status >= 400 && request.path.startsWith('/api')) {
            expect(response.contentType).toMatch(/application\/json/);
            const parsed = JSON.parse(response.body) as { error?: unknown; code?: unknown };
            expect(typeof parsed.error).toBe('string');
            expect(parsed.code).toMatch(/^[A-Z_]+$/);
          }
        }),
        { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
      );
    },
  );
});
