import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { AUTH_EMULATOR_HOST } from './federated-config';
import { E2E_HOST } from './server-address';
import { bridgeCalls, installFakeDesktopBridge } from './fake-desktop-bridge';

// Google's gapi loader, answered by the test-only stand-in (see the file's header for why).
const GAPI_STAND_IN = readFileSync(new URL('./fixtures/gapi-stand-in.js', import.meta.url), 'utf8');

/** A nonce as the desktop app makes it: 256 random bits, base64url. */
const newNonce = () => randomBytes(32).toString('base64url');

test.describe('/desktop-sign-in in the system browser, against the Firebase Auth emulator', () => {
  test.beforeEach(async ({ context }) => {
    // Measured: the emulator's helper iframe is refused sessionStorage unless the app runs on 127.0.0.1.
    expect(E2E_HOST).toBe('127.0.0.1');
    await context.route('https://apis.google.com/js/api.js*', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_STAND_IN }));
  });

  test('signs in with Google, hands a one-time code to guardian:// and the code buys exactly one session', async ({ page, playwright }) => {
    test.setTimeout(90_000);
    const nonce = newNonce();
    const appLinks: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('guardian:')) appLinks.push(request.url());
    });

    await page.goto(`/desktop-sign-in?nonce=${nonce}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the Guardians app' })).toBeVisible();
    await expect(page.getByText(/Google only allows its sign-in in a web browser/)).toBeVisible();
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    // The emulator's own sign-in page stands in for Google's.
    await page.waitForURL((url) => url.host === AUTH_EMULATOR_HOST);
    await page.locator('#add-account-button').click();
    await page.locator('#autogen-button').click();
    const email = await page.locator('#email-input').inputValue();
    await page.locator('#sign-in').click();

    // Back on this page with the nonce kept, now signed in: the page asks for a code and offers the app link.
    const codeAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/desktop-auth/code');
    const openApp = page.getByRole('link', { name: 'Open Guardians' });
    await expect(openApp).toBeVisible({ timeout: 30_000 });
    expect((await codeAnswer).status()).toBe(201);
    expect(new URL(page.url()).pathname).toBe('/desktop-sign-in');
    expect(new URL(page.url()).searchParams.get('nonce')).toBe(nonce);
    await expect(page.getByText(`Signed in as ${email.toLowerCase()}`, { exact: false })).toBeVisible();
    await expect(page.getByText(/You can close this tab/)).toBeVisible();

    const href = await openApp.getAttribute('href');
    const appLink = new URL(href ?? '');
    expect(appLink.protocol).toBe('guardian:');
    expect(appLink.host).toBe('auth');
    expect(appLink.searchParams.get('nonce')).toBe(nonce);
    const code = appLink.searchParams.get('code') ?? '';
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Chromium may or may not report the hand-off to an external protocol as a request; when it does, it is this link.
    for (const link of appLinks) expect(link).toBe(href);

    // The desktop app's exchange, from a client with no browser cookies (as the main process is).
    const app = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
    try {
      const exchanged = await app.post('/api/desktop-auth/exchange', { data: { code, nonce } });
      expect(exchanged.status()).toBe(200);
      expect((await exchanged.json()).user).toMatchObject({ email: email.toLowerCase(), authProvider: 'firebase' });
      expect(exchanged.headers()['set-cookie']).toMatch(/guardians_session=/);
      const me = await app.get('/api/auth/me');
      expect(me.status()).toBe(200);
      expect((await me.json()).user.email).toBe(email.toLowerCase());

      const again = await app.post('/api/desktop-auth/exchange', { data: { code, nonce } });
      expect(again.status()).toBe(400);
      expect((await again.json()).code).toBe('DESKTOP_CODE_USED');
    } finally {
      await app.dispose();
    }
  });

  test('a missing or malformed nonce shows an error and asks for no code', async ({ page }) => {
    const codeRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/desktop-auth/')) codeRequests.push(request.url());
    });
    for (const query of ['', '?nonce=too-short', `?nonce=${newNonce()}x`]) {
      await page.goto(`/desktop-sign-in${query}`);
      await expect(page.getByRole('alert').filter({ hasText: 'This sign-in link is incomplete' })).toBeVisible();
      await expect(page.getByText('choose “Continue with Google” again', { exact: false })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
    }
    expect(codeRequests).toEqual([]);
  });
});

test.describe('the desktop window, with a stand-in for the preload bridge', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(installFakeDesktopBridge);
  });

  test('the Settings screen keeps keys write-only and warns that they last until the app quits', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-platform', 'desktop');
    await page.getByRole('link', { name: 'Desktop settings' }).click();
    await expect(page).toHaveURL('/desktop-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Desktop settings' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Keys are kept until the app quits' })).toBeVisible();
    await expect(page.getByLabel('LLM API key: Not set')).toBeVisible();

    const secret = `sk-e2e-${Date.now()}`;
    await page.getByLabel('Enter the LLM API key').fill(secret);
    await page
      .getByRole('region', { name: 'Language model' })
      .locator('form')
      .filter({ has: page.getByLabel('Enter the LLM API key') })
      .getByRole('button', { name: 'Save' })
      .click();
    await expect(page.getByLabel('LLM API key: Set')).toBeVisible();
    await expect(page.getByLabel('Replace the LLM API key')).toHaveValue('');
    expect(await page.content()).not.toContain(secret);
    expect(await bridgeCalls(page, 'secrets.set')).toEqual([['llm-api-key']]);
    await expect(page.getByLabel('ElevenLabs API key: Not set')).toBeVisible();

    await page.getByRole('switch', { name: 'Show desktop notifications for blessings and reminders' }).click({ force: true });
    await expect.poll(() => bridgeCalls(page, 'notifications.setEnabled')).toEqual([[false]]);
  });

  test("'Continue with Google' asks the app to open the system browser instead of leaving for Google", async ({ page }) => {
    await page.goto('/auth-simple');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByText('Finish signing in in your browser…')).toBeVisible();
    expect(await bridgeCalls(page, 'auth.beginGoogleSignIn')).toEqual([[]]);
    expect(new URL(page.url()).pathname).toBe('/auth-simple');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  });
});

test('in a plain browser the Settings screen says it belongs to the desktop app and the header has no link to it', async ({ page }) => {
  await page.goto('/desktop-settings');
  await expect(page.getByText(/These settings belong to the Guardians desktop app/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Desktop settings' })).toHaveCount(0);
});
