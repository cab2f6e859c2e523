import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { readStorage } from './browser-storage';
import { AUTH_EMULATOR_HOST, AUTH_EMULATOR_PROJECT_ID } from './federated-config';
import { E2E_HOST } from './server-address';

// Google's gapi loader, answered by the test-only stand-in (see the file's header for why).
const GAPI_STAND_IN = readFileSync(new URL('./fixtures/gapi-stand-in.js', import.meta.url), 'utf8');

test.describe("'Continue with Google' by redirect against the Firebase Auth emulator", () => {
  test.beforeEach(async ({ context, request }) => {
    // Measured: the emulator's helper iframe is refused sessionStorage unless the app runs on 127.0.0.1.
    expect(E2E_HOST).toBe('127.0.0.1');
    const cleared = await request.delete(`http://${AUTH_EMULATOR_HOST}/emulator/v1/projects/${AUTH_EMULATOR_PROJECT_ID}/accounts`);
    expect(cleared.ok()).toBe(true);
    await context.route('https://apis.google.com/js/api.js*', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_STAND_IN }));
  });

  test('lands on /auth-success then /profile, with a server session and the signup reward in the wallet', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/auth-simple');
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    // The emulator's own sign-in page stands in for Google's.
    await page.waitForURL((url) => url.host === AUTH_EMULATOR_HOST);
    await page.locator('#add-account-button').click();
    await page.locator('#autogen-button').click();
    const email = await page.locator('#email-input').inputValue();
    expect(email).toMatch(/@/);
    await page.locator('#sign-in').click();

    await page.waitForURL(/\/auth-(success|error)$/);
    if (page.url().endsWith('/auth-error')) {
      // Fail with the stored auth error record, e.g. a Content-Security-Policy that blocks Google's script.
      throw new Error(`Sign-in ended on /auth-error: ${await page.getByRole('alert').innerText()}`);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'You Are Signed In' })).toBeVisible();
    await expect(page).toHaveURL('/profile', { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'My Nutrition Profile' })).toBeVisible();
    await expect(page.getByText('Google account')).toBeVisible();

    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(200);
    expect((await me.json()).user).toMatchObject({ email: email.toLowerCase(), authProvider: 'firebase' });

    await expect(page.getByLabel('Balance: 100 coins')).toBeVisible();
    const wallet = await (await page.request.get('/api/wallet')).json();
    expect(wallet.balance).toBe(100);
    expect(wallet.entries).toEqual([expect.objectContaining({ amount: 100, rewardType: 'system_bonus' })]);

    const flags = await readStorage(page, 'sessionStorage', ['googleSignInAttempt', 'authSuccess', 'authRedirectTo']);
    expect(flags).toEqual([null, null, null]);
  });
});
