import { describe, expect, it } from 'vitest';
import { registerVisitor, TEST_PASSWORD } from '../test/accounts-helpers';
import { readErrorBody } from '../test/test-context';
import { useTestApp } from '../test/use-test-app';
import { TestVisitor, uniqueEmail } from '../test/test-visitor';

const PARTNER_FRONT = 'https://partners.example.com';

const app = useTestApp({ accounts: { allowedOrigins: [PARTNER_FRONT] } });

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

  it('compares with the public origin a trusted reverse proxy reports', async () => {
    const { visitor } = await registerVisitor(app, { origin: null });
    const response = await visitor.post('/api/logout', undefined, {
      headers: { origin: 'https://shop.example.com', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.com' },
    });
    expect(response.status).toBe(204);
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
