import { describe, expect, it } from 'vitest';
import { CurrentUserResponse } from '@common/contracts/accounts';
import { DesktopAuthCodeResponse } from '@common/contracts/desktop-auth';
import { randomToken } from '../../http/secrets';
import { registerVisitor } from '../../test/accounts-helpers';
import { readErrorBody } from '../../test/test-context';
import { useTestApp } from '../../test/use-test-app';
import { TestVisitor } from '../../test/test-visitor';

const app = useTestApp();

/** The desktop app's main process: no Origin header, no cookie of the browser. */
function desktopApp(): TestVisitor {
  return new TestVisitor(app, { origin: null });
}

async function issuedCode(nonce = randomToken()) {
  const { visitor, userId } = await registerVisitor(app, { label: 'desktop' });
  const response = await visitor.post('/api/desktop-auth/code', { nonce });
  expect(response.status).toBe(201);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return { ...DesktopAuthCodeResponse.parse(await response.json()), nonce, userId, browser: visitor };
}

describe('POST /api/desktop-auth/code', () => {
  it('issues a code that expires in about two minutes', async () => {
    const before = Date.now();
    const { code, expiresAt } = await issuedCode();
    const after = Date.now();
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Issued somewhere between before and after (which includes signing the visitor up, slow on a loaded machine).
    expect(Date.parse(expiresAt)).toBeGreaterThanOrEqual(before + 119_000);
    expect(Date.parse(expiresAt)).toBeLessThanOrEqual(after + 121_000);
  });

  it('stores only hashes of the code and the nonce', async () => {
    const { code, nonce } = await issuedCode();
    const rows = await app.db.selectFrom('desktop_auth_codes').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(JSON.stringify(rows)).not.toContain(nonce);
  });

  it('needs a signed-in browser session', async () => {
    const response = await new TestVisitor(app).post('/api/desktop-auth/code', { nonce: randomToken() });
    expect(response.status).toBe(401);
    expect((await readErrorBody(response)).code).toBe('UNAUTHENTICATED');
  });

  it('refuses a nonce that is not 256 random bits', async () => {
    const { visitor } = await registerVisitor(app);
    const response = await visitor.post('/api/desktop-auth/code', { nonce: 'short' });
    expect(response.status).toBe(400);
    expect((await readErrorBody(response)).code).toBe('VALIDATION_FAILED');
  });

  it('refuses a request from another site', async () => {
    const { visitor } = await registerVisitor(app);
    const response = await visitor.post('/api/desktop-auth/code', { nonce: randomToken() }, { headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
  });
});

describe('POST /api/desktop-auth/exchange', () => {
  it('signs the desktop window in with a new session of the same account', async () => {
    const { code, nonce, userId, browser } = await issuedCode();
    const desktop = desktopApp();
    const response = await desktop.post('/api/desktop-auth/exchange', { code, nonce });
    expect(response.status).toBe(200);
    expect(CurrentUserResponse.parse(await response.json()).user.id).toBe(userId);
    expect(response.headers.get('set-cookie')).toMatch(/guardians_session=.+HttpOnly/i);
    expect(desktop.sessionToken).toBeDefined();
    expect(desktop.sessionToken).not.toBe(browser.sessionToken);
    const me = await desktop.get('/api/auth/me');
    expect(CurrentUserResponse.parse(await me.json()).user.id).toBe(userId);
    // The browser keeps its own session.
    expect((await browser.get('/api/auth/me')).status).toBe(200);
  });

  it('works once only', async () => {
    const { code, nonce } = await issuedCode();
    expect((await desktopApp().post('/api/desktop-auth/exchange', { code, nonce })).status).toBe(200);
    const again = await desktopApp().post('/api/desktop-auth/exchange', { code, nonce });
    expect(again.status).toBe(400);
    expect((await readErrorBody(again)).code).toBe('DESKTOP_CODE_USED');
  });

  it('refuses a wrong nonce and spends the code, so it cannot be retried with the right one', async () => {
    const { code, nonce } = await issuedCode();
    const wrong = await desktopApp().post('/api/desktop-auth/exchange', { code, nonce: randomToken() });
    expect(wrong.status).toBe(400);
    expect((await readErrorBody(wrong)).code).toBe('DESKTOP_NONCE_MISMATCH');
    expect(wrong.headers.get('set-cookie') ?? '').not.toMatch(/guardians_session=[^;]+;/);
    const retry = await desktopApp().post('/api/desktop-auth/exchange', { code, nonce });
    expect((await readErrorBody(retry)).code).toBe('DESKTOP_CODE_USED');
  });

  it('refuses an expired code', async () => {
    const { code, nonce } = await issuedCode();
    await app.db
      .updateTable('desktop_auth_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('used_at', 'is', null)
      .execute();
    const response = await desktopApp().post('/api/desktop-auth/exchange', { code, nonce });
    expect(response.status).toBe(400);
    expect((await readErrorBody(response)).code).toBe('DESKTOP_CODE_EXPIRED');
  });

  it('refuses an unknown code', async () => {
    const response = await desktopApp().post('/api/desktop-auth/exchange', { code: randomToken(), nonce: randomToken() });
    expect(response.status).toBe(400);
    expect((await readErrorBody(response)).code).toBe('DESKTOP_CODE_INVALID');
  });

  it('refuses malformed fields before looking anything up', async () => {
    const response = await desktopApp().post('/api/desktop-auth/exchange', { code: 'x', nonce: randomToken(), extra: true });
    expect(response.status).toBe(400);
    expect((await readErrorBody(response)).code).toBe('VALIDATION_FAILED');
  });

  it('lets exactly one of two simultaneous exchanges of the same code win', async () => {
    const { code, nonce } = await issuedCode();
    const answers = await Promise.all([0, 1, 2].map(() => desktopApp().post('/api/desktop-auth/exchange', { code, nonce })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
  });
});
