import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { STRONG_PASSWORD, uniqueEmail } from './demo-visitor';
import { answerCookieBanner } from './storefront-visit';

/** The web platform's Cache Storage bucket of kept API answers (renderer/src/platform/web-platform.ts). */
const OFFLINE_ANSWERS_CACHE = 'guardians-offline-answers-v1';
const OFFLINE_WRITE_TEXT = 'You are offline. Nothing was sent — try again when you are back online.';

/** Waits until the service worker has precached the shell and controls the page. */
async function waitForOfflineShell(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** URLs of the kept answers, e.g. http://host/__offline/%3Aguest/api/products?page=1. */
async function keptAnswerUrls(page: Page): Promise<string[]> {
  return page.evaluate(async (cacheName) => {
    const cache = await caches.open(cacheName);
    return (await cache.keys()).map((request) => request.url);
  }, OFFLINE_ANSWERS_CACHE);
}

test.describe('offline', () => {
  // The other specs block the service worker (playwright.config.ts); these test it.
  test.use({ serviceWorkers: 'allow' });

  test('the marketplace loads offline from the service worker with the kept products, refuses writes, and is live again online', async ({ page, context }) => {
    await page.goto('/marketplace');
    await answerCookieBanner(page);
    const products = page.getByRole('article');
    await expect(products.first()).toBeVisible();
    const firstProduct = (await products.first().getAttribute('aria-label')) ?? '';
    expect(firstProduct).not.toBe('');
    await waitForOfflineShell(page);
    await expect.poll(async () => (await keptAnswerUrls(page)).some((url) => url.includes('/__offline/%3Aguest/api/products'))).toBe(true);

    await context.setOffline(true);
    const offlineLoad = await page.reload();
    expect(offlineLoad?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
    await expect(page.getByRole('article', { name: firstProduct })).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: 'Offline — showing data from' });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText(/^Offline — showing data from \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);

    // A write is refused before it is sent, with a sentence the person can act on.
    let loginSent = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/login')) loginSent = true;
    });
    await page.goto('/auth-simple');
    await page.getByLabel('Email').fill(uniqueEmail('offline'));
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: OFFLINE_WRITE_TEXT })).toBeVisible();
    expect(loginSent).toBe(false);

    await context.setOffline(false);
    await page.goto('/marketplace');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Offline — showing data from' })).toHaveCount(0);
  });

  test("a signed-in customer's answers are kept under their account, an offline add to cart is refused, and sign-out removes them", async ({
    page,
    context,
  }) => {
    const registered = await page.request.post('/api/register', {
      data: { email: uniqueEmail('offline-customer'), password: STRONG_PASSWORD, displayName: 'Offline Guardian' },
    });
    expect(registered.status()).toBe(201);
    const userId = ((await registered.json()) as { user: { id: string } }).user.id;
    const keptForUser = `/__offline/${encodeURIComponent(userId)}/api/`;

    await page.goto('/marketplace');
    await answerCookieBanner(page);
    const firstProduct = page.getByRole('article').first();
    await expect(firstProduct).toBeVisible();
    await expect.poll(async () => (await keptAnswerUrls(page)).some((url) => url.includes(`${keptForUser}products`))).toBe(true);

    await context.setOffline(true);
    await firstProduct.getByRole('button', { name: /^Add .+ to cart$/ }).click();
    await expect(page.getByText(OFFLINE_WRITE_TEXT)).toBeVisible();
    await context.setOffline(false);

    // Starting offline, the app still knows who was signed in on this device and shows their kept wallet.
    await page.goto('/profile');
    const balance = page.getByLabel(/^Balance: \d+ coins$/);
    await expect(balance).toBeVisible();
    await expect.poll(async () => (await keptAnswerUrls(page)).some((url) => url.includes(`${keptForUser}wallet`))).toBe(true);
    await waitForOfflineShell(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Nutrition Profile' })).toBeVisible();
    await expect(page.getByText(/^Offline — showing data from /)).toBeVisible();
    await expect(balance).toBeVisible();
    await context.setOffline(false);

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/signout-confirmation');
    expect((await keptAnswerUrls(page)).filter((url) => url.includes(keptForUser))).toEqual([]);
  });
});
