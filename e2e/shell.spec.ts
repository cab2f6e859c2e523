import { expect, test } from '@playwright/test';
import { signInAsDemo } from './demo-visitor';
import { firstAdmin } from './staff-account';

test.describe('storefront shell', () => {
  // One page load of / for everything the home page's shell shows: each fresh browser context costs seconds on CI.
  test('the home page: header, hero with the five guardians, shell extras, keyboard order and the profile button', async ({ page }) => {
    // Several page loads in one test (a fresh browser context each would cost more): three times the timeout.
    test.slow();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Guardians home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your AI Wellness Guardians Await' })).toBeVisible();
    for (const name of ['Captain Angio', 'Lady Regenera', 'Commander Biome', 'Lady Genomica', 'General Immuno']) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-platform', 'web');
    await expect(page.locator('[data-shell-slot="cookie-banner"]')).toHaveCount(1);
    await expect(page.locator('[data-shell-slot="onboarding"]')).toHaveCount(1);
    await expect(page.locator('[data-shell-slot="quick-chat"]')).toHaveCount(1);

    // A keyboard user can skip the header and reach the profile button with a visible focus ring.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    // On a wide screen the sections are in the bar (the Menu drawer is the phone's).
    await page.keyboard.press('Tab');
    await expect(header.getByRole('link', { name: 'Guardians home' })).toBeFocused();
    for (const section of ['Shop', 'Guardians', 'Assessments', 'Experts', 'Learn']) {
      await page.keyboard.press('Tab');
      await expect(header.getByRole('navigation', { name: 'Store sections' }).getByRole('link', { name: section, exact: true })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(header.getByRole('searchbox', { name: 'Search products' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(header.getByRole('button', { name: /^Cart, \d+ items?$/ })).toBeFocused();
    await page.keyboard.press('Tab');
    const profile = header.getByRole('link', { name: 'My Nutrition Profile' });
    await expect(profile).toBeFocused();
    await expect(profile).not.toHaveCSS('outline-style', 'none');

    // 'My Nutrition Profile' on a wide window, 'Profile' on a phone; signed out it leads to /auth-simple.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(header.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
    await expect(header.getByText('My Nutrition Profile')).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await header.getByRole('link', { name: 'My Nutrition Profile' }).click();
    await expect(page).toHaveURL('/auth-simple');
    await expect(page.getByRole('heading', { name: 'Join the Guardian Council' })).toBeVisible();
  });

  test('the header search, the menu on a phone and the footer reach the store’s screens', async ({ page }) => {
    // Several page loads in one test (a fresh browser context each would cost more): three times the timeout.
    test.slow();
    await page.goto('/');
    await page.getByRole('banner').getByRole('searchbox', { name: 'Search products' }).fill('omega');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/marketplace?q=omega');
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
    // The logo leads back home from another page.
    await page.getByRole('banner').getByRole('link', { name: 'Guardians home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Your AI Wellness Guardians Await' })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Vitamin D dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vitamin D Quantum Network Analysis' })).toBeVisible();
    await expect(menu).toBeHidden();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Partner sign-in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Partner Sign In' })).toBeVisible();
  });

  test("on a phone the chat launcher is a small round button that leaves 'Add to cart' clear", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/marketplace/product/omega-3-fish-oil-1000mg');
    await expect(page.getByRole('heading', { level: 1, name: 'Omega-3 Fish Oil 1000 mg' })).toBeVisible();
    const launcher = page.getByRole('button', { name: /• Click to Chat$/ });
    const addToCart = page.getByRole('button', { name: /^Add to cart/i }).first();
    await addToCart.scrollIntoViewIfNeeded();
    const [chat, add] = await Promise.all([launcher.boundingBox(), addToCart.boundingBox()]);
    if (!chat || !add) throw new Error('launcher or Add to cart not laid out');
    expect(chat.width).toBeLessThanOrEqual(64);
    const overlaps = chat.x < add.x + add.width && add.x < chat.x + chat.width && chat.y < add.y + add.height && add.y < chat.y + chat.height;
    expect(overlaps).toBe(false);
  });

  test.describe('as a demo visitor', () => {
    test.beforeEach(async ({ page }) => signInAsDemo(page));

    test('the profile button and the route guard open /profile', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name: 'My Nutrition Profile' }).click();
      await expect(page).toHaveURL('/profile');
      await expect(page.getByRole('heading', { name: 'My Nutrition Profile' })).toBeVisible();
    });
  });

  test("the not-found screen: its button and its 'Return to command center' link go home", async ({ page }) => {
    // Several page loads in one test (a fresh browser context each would cost more): three times the timeout.
    test.slow();
    await page.goto('/no-such-realm');
    await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
    await expect(page.getByText('The guardians are still developing this part of the realm.')).toBeVisible();
    await page.getByRole('button', { name: 'Back to Homepage' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Your AI Wellness Guardians Await' })).toBeVisible();

    await page.goto('/collection/not-a-guardian');
    await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to command center' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Your AI Wellness Guardians Await' })).toBeVisible();
  });

  // A parameterised route and a pre-rendered one (/angio-collection is served the same way as /collection/biome).
  test('reloading a deep link shows the same screen', async ({ page }) => {
    // Several page loads in one test (a fresh browser context each would cost more): three times the timeout.
    test.slow();
    for (const [path, heading] of [
      ['/collection/biome', "Commander Biome's Collection"],
      ['/marketplace', 'Marketplace'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.reload();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
    }
  });

  test('the store header and shell extras are hidden on /admin and /standardized-assessment; the quick chat stays on the assessment', async ({ page }) => {
    // Several page loads in one test (a fresh browser context each would cost more): three times the timeout.
    test.slow();
    for (const [path, heading] of [
      ['/admin', 'Admin'],
      ['/standardized-assessment', 'Standardized Guardian Assessment'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The admin area has its own slim header instead (its sections, the way home); the assessment has none.
      await expect(page.getByRole('banner')).toHaveCount(path === '/admin' ? 1 : 0);
      await expect(page.getByRole('button', { name: /^Cart/ })).toHaveCount(0);
      await expect(page.locator('[data-shell-slot="cookie-banner"]')).toHaveCount(0);
      await expect(page.locator('[data-shell-slot="onboarding"]')).toHaveCount(0);
      await expect(page.locator('[data-shell-slot="quick-chat"]')).toHaveCount(path === '/admin' ? 0 : 1);
    }
  });

  test('the admin and partner areas have a slim header with their sections and the way back to the store', async ({ page }) => {
    // The admin pages are for staff (e2e/staff-account.ts: the run's first admin).
    expect((await page.request.post('/api/login', { data: await firstAdmin(page.request) })).status()).toBe(200);
    await page.goto('/admin');
    const admin = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(admin.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await admin.getByRole('link', { name: 'Products and reviews' }).click();
    await expect(page).toHaveURL(/\/admin-product-verification$/);
    await page.goto('/partner/login');
    await expect(page.getByRole('navigation', { name: 'Partner area sections' }).getByRole('link', { name: 'Lab' })).toBeVisible();
    await page.getByRole('link', { name: '← Guardians store' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Partner area sections' })).toHaveCount(0);
  });
});
