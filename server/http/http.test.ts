import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { readErrorBody, readValidationIssues } from '../test/test-context';
import { rawRequest } from '../test/raw-request';
import { useTestApp } from '../test/use-test-app';
import { CRASH_MESSAGE, testRoutes } from '../test/test-routes';

const logLines: string[] = [];
const logSink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});
const app = useTestApp({ extraRouters: (db) => [testRoutes(db)], logger: pino({ level: 'error' }, logSink) });

describe('bad input', () => {
  it('answers 400 VALIDATION_FAILED with every issue when the body breaks its schema', async () => {
    const response = await app.postJson('/api/test/notes', { text: '' });
    expect(response.status).toBe(400);
    const body = await readErrorBody(response.clone());
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', error: expect.any(String) });
    expect(await readValidationIssues(response)).toEqual([expect.objectContaining({ location: 'body', path: 'text', code: 'too_small' })]);
  });

  it('validates and coerces the query string', async () => {
    const invalid = await app.request('/api/test/notes?limit=0');
    expect(invalid.status).toBe(400);
    expect((await readValidationIssues(invalid))[0]).toMatchObject({ location: 'query', path: 'limit' });

    const valid = await app.request('/api/test/notes?limit=3');
    expect(valid.status).toBe(200);
    expect(await valid.json()).toMatchObject({ limit: 3 });
  });

  it('answers 400 INVALID_JSON for a malformed JSON body', async () => {
    const response = await app.request('/api/test/notes', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"text": "unfinished' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_JSON' });
  });

  it('answers 415 UNSUPPORTED_MEDIA_TYPE when a JSON route receives another content type', async () => {
    const response = await app.request('/api/test/notes', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'text=hello' });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers 413 PAYLOAD_TOO_LARGE for a body over 100 kB', async () => {
    const response = await app.postJson('/api/test/notes', { text: 'x'.repeat(101 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it.each(['gzip', 'deflate', 'br'])('answers 400 with a code, never 500, to a JSON body that claims %s but is not', async (encoding) => {
    // node:http, because fetch will not send a body with GET (and the probe did).
    for (const method of ['POST', 'GET', 'DELETE']) {
      const response = await rawRequest(
        app.url,
        method,
        '/api/test/notes',
        { 'content-type': 'application/json', 'content-encoding': encoding },
        '{"text":"plain"}',
      );
      expect(response.status, method).toBeGreaterThanOrEqual(400);
      expect(response.status, method).toBeLessThan(500);
      const body = JSON.parse(response.body) as { code?: string; error?: string };
      expect(body.code).toMatch(/^[A-Z_]+$/);
      expect(response.body).not.toMatch(/at .+\.(js|ts):\d+/);
    }
  });

  it('answers 415 UNSUPPORTED_CONTENT_ENCODING to an encoding it does not know', async () => {
    const response = await app.request('/api/test/notes', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'x-zip' },
      body: '{"text":"hi"}',
    });
    expect(response.status).toBe(415);
    expect(await readErrorBody(response)).toMatchObject({ code: 'UNSUPPORTED_CONTENT_ENCODING' });
  });

  it.each(['/api/products/%E0%A4%A', '/api/guardians/%', '/api/experts/%ZZ'])(
    'answers 400 INVALID_URL_ENCODING to the broken escape in %s and logs no error',
    async (path) => {
      logLines.length = 0;
      const response = await app.request(path);
      expect(response.status).toBe(400);
      expect(await readErrorBody(response)).toMatchObject({ code: expect.stringMatching(/^(INVALID_URL_ENCODING|BAD_REQUEST)$/) });
      expect(logLines.filter((line) => line.includes('"level":50'))).toEqual([]);
    },
  );

  it('accepts a valid write', async () => {
    const response = await app.postJson('/api/test/notes', { text: 'hello' });
    expect(response.status).toBe(201);
  });
});

describe('failures', () => {
  it('answers an unknown /api path with JSON 404 NOT_FOUND', async () => {
    for (const [method, path] of [
      ['GET', '/api/no-such-thing'],
      ['POST', '/api/no/such/thing'],
    ] as const) {
      const response = await app.request(path, { method });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('answers an unexpected error with 500 INTERNAL_ERROR, logging the detail instead of sending it', async () => {
    const response = await app.request('/api/test/crash');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: expect.any(String), code: 'INTERNAL_ERROR' });
    expect(text).not.toContain('hunter2');
    expect(text).not.toMatch(/\bat .+:\d+/);
    expect(logLines.join('')).toContain(CRASH_MESSAGE);
  });
});

describe('security headers', () => {
  it('sends helmet headers and a CSP that lets the React app run', async () => {
    const response = await app.request('/api/db-status');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-powered-by')).toBeNull();
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("connect-src 'self' ws: wss:");
    expect(csp).toContain("object-src 'none'");
  });
});

describe('control characters', () => {
  it.each([
    ['a login email', () => app.postJson('/api/login', { email: 'a\u0000@example.com', password: 'whatever1' })],
    ['a product search', () => app.request('/api/products?search=vit%00amin')],
    ['a guardian id in the path', () => app.request('/api/guardians/an%00gio')],
    ['a key of the body', () => app.postJson('/api/test/notes', { text: 'fine', 'bad\u0001key': 1 })],
  ])('answers 400 INVALID_CHARACTERS for a NUL or control character in %s', async (_case, send) => {
    const response = await send();
    expect(response.status).toBe(400);
    expect(await readErrorBody(response)).toMatchObject({ code: 'INVALID_CHARACTERS' });
  });

  it('keeps tabs and line breaks in free text', async () => {
    const response = await app.postJson('/api/test/notes', { text: 'line one\n\tline two\r\n' });
    expect(response.status).toBe(201);
  });
});
