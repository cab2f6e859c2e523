import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { readStorage, readStoredJson } from './browser-storage';
import { collectConsoleErrors } from './console-errors';
import { E2E_FIRST_BLESSING_DELAY_MS } from './federated-config';
import { E2E_BASE_URL } from './server-address';
import { answerCookieBanner } from './storefront-visit';

const MINUTE = 60_000;

/** Dispatches the public blessing trigger event in the page, as the assessment and checkout do. */
/**
 * On a paused clock the page draws what changed on its next frames, and those wait for page time (the renderer runs
 * its effects after a frame: Preact): the clock moves in small steps until `locator` shows.
 */
async function showsOnPausedClock(page: Page, locator: Locator): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(locator).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
}

function celebrate(page: Page, action: string) {
  return page.evaluate((detail) => window.dispatchEvent(new CustomEvent('guardian-blessing-trigger', { detail })), { action });
}

test.describe('onboarding', () => {
  // A first-time visitor: unlike every other spec, no onboardingCompleted flag (the chat auto-open stays off).
  test.use({ storageState: { cookies: [], origins: [{ origin: E2E_BASE_URL, localStorage: [{ name: 'quickChatVisited', value: 'true' }] }] } });

  test('a first-time visitor makes the cookie choice, is then welcomed, finishes at the assessment, and is not welcomed again', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    // One overlay at a time: the cookie choice comes first, the welcome only after it.
    await expect(page.getByRole('region', { name: 'Your cookie choices' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await answerCookieBanner(page);
    const welcome = page.getByRole('dialog', { name: 'Meet your five wellness guardians' });
    await expect(welcome).toBeVisible();
    for (const name of ['Captain Angio', 'Lady Regenera', 'Commander Biome', 'Lady Genomica', 'General Immuno']) {
      await expect(welcome.getByText(name, { exact: true })).toBeVisible();
    }

    // Keyboard only: the dialog holds the focus, Enter presses the focused button.
    for (const title of ['Find your guardian', 'Ask a guardian anytime', 'Earn rewards in your wallet']) {
      await page.getByRole('button', { name: 'Next' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    }
    await expect(page.getByText('Step 4 of 4')).toBeVisible();
    await page.getByRole('button', { name: 'Take the Guardian Assessment' }).click();
    await expect(page).toHaveURL('/assessment');
    expect(await readStorage(page, 'localStorage', ['onboardingCompleted'])).toEqual(['true']);
    expect(await readStoredJson(page, 'localStorage', 'seenFeatures')).toEqual({ onboarding: true });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your AI Wellness Guardians Await' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Your AI Wellness Guardians Await' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('skipping is remembered, and the header shows the introduction again at once', async ({ page }) => {
    await page.goto('/marketplace');
    await answerCookieBanner(page);
    await expect(page.getByRole('dialog', { name: 'Meet your five wellness guardians' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await readStorage(page, 'localStorage', ['onboardingCompleted'])).toEqual(['true']);

    await page.getByRole('banner').getByRole('button', { name: 'Show the introduction again' }).click();
    await expect(page.getByRole('dialog', { name: 'Meet your five wellness guardians' })).toBeVisible();
    expect(await readStorage(page, 'localStorage', ['onboardingCompleted'])).toEqual([null]);
    await page.getByRole('button', { name: 'Skip introduction' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('first visit', () => {
  // Nothing stored at all: the cookie choice, the welcome and the chat's auto-open all lie ahead.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the chat opens by itself 5 s after the welcome closes, never while the cookie banner or the welcome shows', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    // '/' is pre-rendered: its banner shows before React owns the page, and a click sent before hydration starts is
    // lost (seen in CI on a loaded machine). The marker goes once React has taken the page over (main.tsx); the clock
    // is paused only once the page's own banner is up and can be pressed.
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', '/');
    await expect(page.getByRole('region', { name: 'Your cookie choices' }).getByRole('button', { name: 'Accept all' })).toBeEnabled();
    const pageNow = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(pageNow + 10_000);
    const chat = page.getByRole('region', { name: /^Quick chat with / });

    await page.clock.runFor(6_000);
    await expect(chat).toHaveCount(0);
    // On the paused clock the page's animation frames wait for runFor, so Playwright's wait for a stable button could
    // last for ever on a loaded machine (seen once in CI): the click is sent to the visible button directly.
    const banner = page.getByRole('region', { name: 'Your cookie choices' });
    const acceptAll = banner.getByRole('button', { name: 'Accept all' });
    await expect(acceptAll).toBeVisible();
    // Still seen once in four runs on a loaded machine: the banner stayed after the click. Whatever holds it (a timer of
    // the page waiting on the paused clock, or a click the page missed), a little page time and a second click settle it;
    // the chat must stay closed meanwhile all the same, as the banner shows.
    await expect(async () => {
      if (await acceptAll.isEnabled()) await acceptAll.dispatchEvent('click');
      await page.clock.runFor(200);
      await expect(banner).toBeHidden({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(chat).toHaveCount(0);
    // The welcome's code loads now (real time), and the page shows it on its next frames (page time).
    const welcome = page.getByRole('dialog', { name: 'Meet your five wellness guardians' });
    await showsOnPausedClock(page, welcome);
    await page.clock.runFor(5_500);
    await expect(chat).toHaveCount(0);

    await page.getByRole('button', { name: 'Skip introduction' }).click();
    // The dialog's closing transition runs on the paused clock too.
    await page.clock.runFor(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(3_500);
    await expect(chat).toHaveCount(0);
    await page.clock.runFor(1_500);
    await expect(chat).toBeVisible();
    expect(await readStorage(page, 'localStorage', ['quickChatVisited'])).toEqual(['true']);
  });
});

test.describe('dark mode', () => {
  test('the header toggle switches to light mode, forgets its New mark, and both survive a reload', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    const header = page.getByRole('banner');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(header.getByText('New', { exact: true })).toBeVisible();

    await header.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(header.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
    await expect(header.getByText('New', { exact: true })).toHaveCount(0);
    expect(await readStorage(page, 'localStorage', ['darkMode'])).toEqual(['false']);
    expect(await readStoredJson(page, 'localStorage', 'seenFeatures')).toEqual({ 'dark-mode-toggle': true });

    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(header.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
    await expect(header.getByText('New', { exact: true })).toHaveCount(0);

    await header.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await readStorage(page, 'localStorage', ['darkMode'])).toEqual(['true']);
  });

  test('a light-mode choice applies before the app starts, so the page never flashes dark', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('darkMode', 'false'));
    // Without the app's own script only index.html's head runs: the colour must already be the chosen one.
    await page.route(/\/(assets\/index-[^/]+\.js|src\/main\.tsx)$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  test('the header still fits a phone with the new buttons', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Show the introduction again' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('blessings', () => {
  test('a trigger event celebrates for 4 s, not again within 5 minutes, and blessings come on schedule in guardian order', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your AI Wellness Guardians Await' })).toBeVisible();
    // The notifier loads beside the page and starts listening in an effect, after a frame: both must have happened
    // before the clock stops, or the trigger events below would find nobody listening (on a loaded machine the chunk
    // can arrive after the heading shows).
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    // From here the page's time moves only when the test moves it: on a slow machine, real seconds spent waiting
    // for the page would otherwise count against the 4 s and 5 s toasts.
    // A margin of 10 s: on a loaded machine more than a second can pass between reading the time and pausing it.
    const pageNow = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(pageNow + 10_000);

    await celebrate(page, 'level_up');
    await celebrate(page, 'purchase_complete');
    const celebration = page.getByText(/^Purchase complete! (Captain Angio|Lady Regenera|Commander Biome|Lady Genomica|General Immuno) celebrates with you$/);
    await showsOnPausedClock(page, celebration);
    await page.clock.runFor(3_500);
    await expect(celebration).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(celebration).toBeHidden();

    await page.clock.runFor(4 * MINUTE);
    await celebrate(page, 'mission_complete');
    await page.clock.runFor(500);
    await expect(page.getByText(/^Mission complete!/)).toHaveCount(0);

    // The e2e build moves the first blessing from spec 9's 30 s (the default, unit-tested) to a day, out of the
    // other specs' way; from there the schedule is the real one.
    // Jumps, not runs: the jump fires the blessing's timer, and the toast's own 5 s start from there.
    await page.clock.fastForward(E2E_FIRST_BLESSING_DELAY_MS - 5 * MINUTE);
    await expect(page.getByText(/^A blessing from /)).toHaveCount(0);
    await page.clock.fastForward(2 * MINUTE);
    const first = page.getByText('A blessing from Captain Angio');
    await showsOnPausedClock(page, first);
    await page.clock.runFor(4_000);
    await expect(first).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(first).toBeHidden();

    await page.clock.fastForward(60 * MINUTE - 5_500 - 15_000);
    await expect(page.getByText(/^A blessing from /)).toHaveCount(0);
    await page.clock.fastForward(30_000);
    await showsOnPausedClock(page, page.getByText('A blessing from Lady Regenera'));
  });
});
