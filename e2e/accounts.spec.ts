import { expect, test } from '@playwright/test';
import { readStorage, readStoredJson, writeStorage } from './browser-storage';
import { registerThroughApi, STRONG_PASSWORD, uniqueEmail } from './demo-visitor';

test.describe('accounts in the browser, against the real server', () => {
  test('create an account → profile with the welcome reward → sign out', async ({ page }) => {
    const email = uniqueEmail('newcomer');
    await page.goto('/auth-simple');
    await page.getByRole('tab', { name: 'Create account' }).click();
    await page.getByLabel('Your name').fill('Nova Guardian');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG_PASSWORD);
    await expect(page.getByRole('list', { name: 'Password requirements' })).toContainText('At least 6 characters');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Nutrition Profile' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Nova Guardian' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    // The breadcrumb left before sign-up is claimed once: toast, ledger entry, balance.
    await expect(page.getByText('Welcome Reward!')).toBeVisible();
    await expect(page.getByLabel('Balance: 100 coins')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Wallet ledger' }).getByRole('row')).toHaveCount(2);
    expect(await readStorage(page, 'localStorage', ['signup_breadcrumb'])).toEqual([null]);

    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(200);
    expect((await me.json()).user).toMatchObject({ email, authProvider: 'simple', roles: ['customer'] });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/signout-confirmation');
    await expect(page.getByRole('heading', { level: 1, name: 'You Are Signed Out' })).toBeVisible();
    expect(await (await page.request.get('/api/auth/me')).json()).toEqual({ user: null });
    const mirror = await readStorage(page, 'localStorage', ['authUser', 'isAuthenticated', 'demoUser']);
    expect(mirror).toEqual([null, null, null]);

    await page.goto('/profile');
    await expect(page).toHaveURL('/auth-simple');
  });

  test('a wrong password shows the error and signs nobody in', async ({ page }) => {
    const email = uniqueEmail('forgetful');
    await registerThroughApi(page, email);
    await page.context().clearCookies();

    await page.goto('/auth-simple');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await expect(page).toHaveURL('/auth-simple');
    expect(await (await page.request.get('/api/auth/me')).json()).toEqual({ user: null });

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByText(email)).toBeVisible();
  });

  test("'Try the demo' signs in to a sandboxed demo account and reaches /profile", async ({ page }) => {
    await page.goto('/auth-simple');
    await page.getByRole('button', { name: 'Try the demo' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByText('Demo account: its data is visible to you only and is not kept')).toBeVisible();
    const me = await (await page.request.get('/api/auth/me')).json();
    expect(me.user).toMatchObject({ isDemo: true, authProvider: 'demo' });
    const demoUser = await readStoredJson(page, 'localStorage', 'demoUser');
    expect(demoUser).toMatchObject({ email: me.user.email, isDemo: true });
  });

  test('the route guard sends a signed-out visitor to sign in, and signing in leads back', async ({ page }) => {
    const email = uniqueEmail('returning');
    await registerThroughApi(page, email);
    await page.context().clearCookies();

    await page.goto('/community');
    await expect(page).toHaveURL('/auth-simple');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/community');
    await expect(page.getByRole('heading', { level: 1, name: 'Guardian Community' })).toBeVisible();
  });

  test('a demoUser marker planted in local storage opens nothing without a server session', async ({ page }) => {
    await page.goto('/');
    await writeStorage(page, 'localStorage', 'demoUser', JSON.stringify({ email: 'x@y.z', uid: 'x', isDemo: true }));
    await page.goto('/profile');
    await expect(page).toHaveURL('/auth-simple');
    expect(await readStorage(page, 'localStorage', ['demoUser'])).toEqual([null]);
  });

  test('accepting cookies records the choice and the banner stays dismissed on reload', async ({ page }) => {
    const consentCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/gdpr/consent') && request.method() === 'POST') consentCalls.push(request.postDataJSON().consent_type);
    });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Your cookie choices' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect(banner).toBeHidden();
    expect(consentCalls.sort()).toEqual(['analytics', 'marketing', 'personalization']);
    expect(await readStoredJson(page, 'localStorage', 'cookie_consent')).toEqual({
      essential: true,
      analytics: true,
      personalization: true,
      marketing: true,
    });

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your AI Wellness Guardians Await' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your cookie choices' })).toHaveCount(0);
  });

  test('the customise view loads its switches when opened and saves the categories as chosen', async ({ page }) => {
    const consentCalls: Array<[string, boolean]> = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
      if (request.url().endsWith('/api/gdpr/consent') && request.method() === 'POST') {
        const record = request.postDataJSON();
        consentCalls.push([record.consent_type, record.granted]);
      }
    });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Your cookie choices' });
    await page.waitForLoadState('networkidle');
    // The view's code (Mantine's Switch and inputs with it) is not part of a first visit: it arrives when asked for.
    const isCustomiseView = (url: string) => url.includes('/assets/cookie-customise-');
    expect(scripts.filter(isCustomiseView)).toEqual([]);
    await banner.getByRole('button', { name: 'Customise' }).click();
    const essential = banner.getByRole('switch', { name: /Essential/ });
    await expect(essential).toBeChecked();
    expect(scripts.filter(isCustomiseView)).toHaveLength(1);
    await expect(essential).toBeDisabled();
    await banner.getByRole('switch', { name: /Personalization/ }).click({ force: true });
    await banner.getByRole('button', { name: 'Save preferences' }).click();
    await expect(banner).toBeHidden();
    expect(consentCalls.sort()).toEqual([
      ['analytics', false],
      ['marketing', false],
      ['personalization', true],
    ]);
    expect(await readStoredJson(page, 'localStorage', 'cookie_consent')).toEqual({
      essential: true,
      analytics: false,
      personalization: true,
      marketing: false,
    });
  });
});
