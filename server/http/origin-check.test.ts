import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { registerVisitor, TEST_PASSWORD } from '../test/accounts-helpers';
import { readErrorBody } from '../test/test-context';
import type { TestApp } from '../test/test-context';
import { useTestApp } from '../test/use-test-app';
import { TestVisitor, uniqueEmail } from '../test/test-visitor';
import { isLoopbackHostName, ownOriginOf } from './origin-check';

const PARTNER_FRONT = 'https://partners.example.com';

const app = useTestApp({ accounts: { allowedOrigins: [PARTNER_FRONT], allowedHosts: ['shop.example.com'] } });

/** A request to the test server with a Host header of our choosing, as a page on a rebound name sends it. */
function requestWithHost(
  target: TestApp,
  options: { method: string; path: string; host: string; headers?: Record<string, string>; body?: unknown },
): Promise<{ status: number; body: string }> {
  const { port } = new URL(target.url);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method,
        path: options.path,
        headers: { host: options.host, ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    request.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve({ status: response.statusCode ?? 0, body: '' });
    });
    request.on('error', reject);
    request.end(payload);
  });
}

function voiceUpgrade(target: TestApp, host: string, origin: string): Promise<{ status: number }> {
  const key = randomBytes(16).toString('base64');
  return requestWithHost(target, {
    method: 'GET',
    path: '/ws/voice',
    host,
    headers: { origin, connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-key': key, 'sec-websocket-version': '13' },
  });
}

async function expectBadOrigin(response: Response): Promise<void> {
  expect(response.status).toBe(403);
  expect(await readErrorBody(response)).toMatchObject({ code: 'BAD_ORIGIN', error: expect.stringContaining('another website') });
}

describe('Origin check on writes', () => {
  it('refuses a cookie-authenticated write from another site, and the write does not happen', async () => {
    const { visitor } = await registerVisitor(app);
    const response = await visitor.post('/api/logout', undefined, { headers: { origin: 'https://evil.example' } });
    await expectBadOrigin(response);
    expect((await visitor.get('/api/auth/me')).status).toBe(200);
  });

  it('refuses sign-in from another site (login CSRF), which carries no cookie yet', async () => {
    const { email } = await registerVisitor(app);
    const response = await new TestVisitor(app, { origin: 'https://evil.example' }).post('/api/login', { email, password: TEST_PASSWORD });
    await expectBadOrigin(response);
  });

  it('refuses the opaque origin "null" of sandboxed frames and local files', async () => {
    const { visitor } = await registerVisitor(app);
    await expectBadOrigin(await visitor.post('/api/logout', undefined, { headers: { origin: 'null' } }));
  });

  it('falls back to the Referer when a browser sends no Origin', async () => {
    const { visitor } = await registerVisitor(app, { origin: null });
    await expectBadOrigin(await visitor.post('/api/logout', undefined, { headers: { referer: 'https://evil.example/page' } }));
    const sameSite = await visitor.post('/api/logout', undefined, { headers: { referer: `${app.url}/profile` } });
    expect(sameSite.status).toBe(204);
  });

  it("accepts writes from the server's own origin and from GUARDIANS_ALLOWED_ORIGINS", async () => {
    const own = await registerVisitor(app);
    expect((await own.visitor.post('/api/logout')).status).toBe(204);
    const partner = new TestVisitor(app, { origin: PARTNER_FRONT });
    expect((await partner.post('/api/register', { email: uniqueEmail(), password: TEST_PASSWORD })).status).toBe(201);
    expect((await partner.post('/api/logout')).status).toBe(204);
  });

  it('accepts writes without Origin or Referer, which only non-browser clients send', async () => {
    const { visitor } = await registerVisitor(app, { origin: null });
    expect((await visitor.post('/api/logout')).status).toBe(204);
  });

  it('leaves reads alone whatever their origin', async () => {
    const { visitor } = await registerVisitor(app);
    expect((await visitor.get('/api/auth/me', { headers: { origin: 'https://evil.example' } })).status).toBe(200);
  });

  it('compares with the public origin a trusted reverse proxy reports, for a host of GUARDIANS_ALLOWED_HOSTS', async () => {
    const { visitor } = await registerVisitor(app, { origin: null });
    const response = await visitor.post('/api/logout', undefined, {
      headers: { origin: 'https://shop.example.com', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.com' },
    });
    expect(response.status).toBe(204);
    const unlisted = await visitor.post('/api/logout', undefined, {
      headers: { origin: 'https://evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
    });
    await expectBadOrigin(unlisted);
  });
});

describe('Origin check without a public origin (DNS rebinding)', () => {
  const loopbackOnly = useTestApp();

  it('refuses a sign-in whose Origin and Host both name another site (a name pointed at this server)', async () => {
    const { email } = await registerVisitor(loopbackOnly);
    const { port } = new URL(loopbackOnly.url);
    for (const host of ['evil.example', `evil.example:${port}`, `192.168.1.20:${port}`]) {
      const login = await requestWithHost(loopbackOnly, {
        method: 'POST',
        path: '/api/login',
        host,
        headers: { origin: `http://${host}` },
        body: { email, password: TEST_PASSWORD },
      });
      expect(login.status, host).toBe(403);
      expect(JSON.parse(login.body)).toMatchObject({ code: 'BAD_ORIGIN' });
    }
  });

  it('accepts writes a page on a loopback name sends: localhost, 127.0.0.1, [::1], *.localhost', async () => {
    const { email } = await registerVisitor(loopbackOnly);
    const { port } = new URL(loopbackOnly.url);
    for (const name of ['localhost', '127.0.0.1', '[::1]', 'shop.localhost']) {
      const host = `${name}:${port}`;
      const login = await requestWithHost(loopbackOnly, {
        method: 'POST',
        path: '/api/login',
        host,
        headers: { origin: `http://${host}` },
        body: { email, password: TEST_PASSWORD },
      });
      expect(login.status, host).toBe(200);
    }
  });

  it('accepts the host names of GUARDIANS_ALLOWED_HOSTS, in any case, and nothing else', async () => {
    const { email } = await registerVisitor(app);
    const { port } = new URL(app.url);
    const allowed = await requestWithHost(app, {
      method: 'POST',
      path: '/api/login',
      host: `Shop.Example.com:${port}`,
      headers: { origin: `http://shop.example.com:${port}` },
      body: { email, password: TEST_PASSWORD },
    });
    expect(allowed.status).toBe(200);
    const other = await requestWithHost(app, {
      method: 'POST',
      path: '/api/login',
      host: `shop.example.com.evil.example:${port}`,
      headers: { origin: `http://shop.example.com.evil.example:${port}` },
      body: { email, password: TEST_PASSWORD },
    });
    expect(other.status).toBe(403);
  });

  it('refuses the voice socket of a rebound name, and opens it for a loopback one', async () => {
    const { port } = new URL(loopbackOnly.url);
    expect((await voiceUpgrade(loopbackOnly, `evil.example:${port}`, `http://evil.example:${port}`)).status).toBe(403);
    expect((await voiceUpgrade(loopbackOnly, `localhost:${port}`, `http://localhost:${port}`)).status).toBe(101);
  });
});

describe('ownOriginOf', () => {
  const policy = { allowedHosts: ['shop.example.com'] };

  it.each([
    ['http', 'localhost:5000', 'http://localhost:5000'],
    ['http', '127.0.0.1:5000', 'http://127.0.0.1:5000'],
    ['http', '127.8.9.10', 'http://127.8.9.10'],
    ['http', '[::1]:5000', 'http://[::1]:5000'],
    ['https', 'shop.example.com:443', 'https://shop.example.com'],
    ['http', 'SHOP.example.COM', 'http://shop.example.com'],
  ])('believes %s://%s', (protocol, host, origin) => {
    expect(ownOriginOf(protocol, host, policy)).toBe(origin);
  });

  it.each([['evil.example'], ['evil.example:5000'], ['10.0.0.5:5000'], ['localhost.evil.example'], ['127.0.0.1.evil.example'], [''], ['a b']])(
    'does not believe the host %j',
    (host) => {
      expect(ownOriginOf('http', host, policy)).toBeUndefined();
    },
  );

  it('answers the public origin whatever the host, when one is configured', () => {
    expect(ownOriginOf('http', 'evil.example', { publicOrigin: 'https://shop.example.com', allowedHosts: [] })).toBe('https://shop.example.com');
  });

  it('knows loopback names', () => {
    expect(['localhost', 'LOCALHOST.', 'app.localhost', '127.0.0.1', '127.255.0.1', '[::1]'].every(isLoopbackHostName)).toBe(true);
    expect(['localhost.example', '128.0.0.1', '0.0.0.0', '[::2]', 'example.com'].some(isLoopbackHostName)).toBe(false);
  });
});

describe('Origin check behind no proxy and with a public origin', () => {
  const strict = useTestApp({ accounts: { trustProxy: false } });
  const published = useTestApp({ accounts: { publicOrigin: 'https://shop.example.com' } });

  it('does not let X-Forwarded-Host vouch for a foreign Origin when no proxy is trusted (the default)', async () => {
    const { email } = await registerVisitor(strict);
    const response = await new TestVisitor(strict, { origin: 'https://evil.example' }).post(
      '/api/login',
      { email, password: TEST_PASSWORD },
      {
        headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      },
    );
    await expectBadOrigin(response);
  });

  it('compares with the configured public origin, whatever Host says', async () => {
    const { email } = await registerVisitor(published, { origin: null });
    await expectBadOrigin(await new TestVisitor(published, { origin: published.url }).post('/api/login', { email, password: TEST_PASSWORD }));
    const fromPublic = await new TestVisitor(published, { origin: 'https://shop.example.com' }).post('/api/login', { email, password: TEST_PASSWORD });
    expect(fromPublic.status).toBe(200);
  });
});
