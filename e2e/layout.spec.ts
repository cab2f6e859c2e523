// Issue 39, items 9–12: the header's sections on a wide screen, toasts clear of the header, and nothing covered,
// clipped or wider than a phone (390 px) or a desktop (1280 px).
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { registerThroughApi, uniqueEmail } from './demo-visitor';
import { answerCookieBanner } from './storefront-visit';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 800 };
const GUARDIAN_NAMES = ['Captain Angio', 'Lady Regenera', 'Commander Biome', 'Lady Genomica', 'General Immuno'];
const PRODUCT_PATH = '/marketplace/product/omega-3-fish-oil-1000mg';

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not laid out`);
  return box;
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** How much wider than the window the page is: 0 when nothing overflows sideways. */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Whether an element's text is cut off (its content wider than its box). */
function isClipped(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.scrollWidth > element.clientWidth);
}

/** The blessing notifier listens once its chunk has loaded and its effect has run. */
async function celebratePurchase(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('guardian-blessing-trigger', { detail: { action: 'purchase_complete' } })));
}

test.describe('the header', () => {
  test("shows the store's sections as a navigation landmark on a wide screen, and keeps them in the Menu drawer on a phone", async ({ page }) => {
    test.slow();
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your AI Wellness Guardians Await' })).toBeVisible();
    const header = page.getByRole('banner');
    const sections = header.getByRole('navigation', { name: 'Store sections' });
    await expect(sections).toBeVisible();
    const expected = [
      ['Shop', '/shop'],
      ['Guardians', '/scientific-knowledge'],
      ['Assessments', '/assessment'],
      ['Experts', '/find-expert'],
      ['Learn', '/wellness-storyteller'],
    ] as const;
    await expect(sections.getByRole('link')).toHaveText(expected.map(([label]) => label));
    for (const [label, path] of expected) await expect(sections.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', path);
    // The drawer is the phone's way to the sections: a wide screen shows them all in the bar instead.
    await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expectAccessible(page, 'the home page at 1280 px');

    await sections.getByRole('link', { name: 'Experts', exact: true }).click();
    await expect(page).toHaveURL('/find-expert');
    await expect(page.getByRole('heading', { level: 1, name: 'Find an Expert' })).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Experts', exact: true })).toHaveAttribute('aria-current', 'page');
    // A page of a section marks its section.
    await page.goto('/marketplace');
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Shop', exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(sections.getByRole('link', { name: 'Experts', exact: true })).not.toHaveAttribute('aria-current');

    await page.setViewportSize(PHONE);
    await expect(sections).toBeHidden();
    await header.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Learn' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});

test.describe('toasts', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`never cover the header at ${viewport.width} px: the cart toast and a purchase celebration`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(PRODUCT_PATH);
      await expect(page.getByRole('heading', { level: 1, name: 'Omega-3 Fish Oil 1000 mg' })).toBeVisible();
      await answerCookieBanner(page);
      const header = page.getByRole('banner');
      const headerBox = await boxOf(header);
      const cart = header.getByRole('button', { name: /^Cart, \d+ items?$/ });
      const profile = header.getByRole('link', { name: /Profile/ });

      await page.getByRole('button', { name: 'Add to cart' }).click();
      const cartToast = page.getByRole('alert').filter({ hasText: 'Omega-3 Fish Oil 1000 mg is in your cart.' });
      await expect(cartToast).toBeVisible();
      // Measured once the toast has finished sliding in.
      await page.waitForTimeout(600);
      const cartToastBox = await boxOf(cartToast);
      expect(intersects(cartToastBox, headerBox), 'the cart toast overlaps the header').toBe(false);
      expect(intersects(cartToastBox, await boxOf(cart))).toBe(false);
      expect(intersects(cartToastBox, await boxOf(profile))).toBe(false);
      await cartToast.getByRole('button').click();
      await expect(cartToast).toBeHidden();

      await celebratePurchase(page);
      const celebration = page.getByRole('alert').filter({ hasText: /^Purchase complete!/ });
      await expect(celebration).toBeVisible();
      await page.waitForTimeout(600);
      expect(intersects(await boxOf(celebration), headerBox), 'the celebration overlaps the header').toBe(false);
    });
  }

  test("open below the account area's slim header on a phone, however tall it wraps", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await registerThroughApi(page, uniqueEmail('toast'));
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Nutrition Profile' })).toBeVisible();
    await celebratePurchase(page);
    const celebration = page.getByRole('alert').filter({ hasText: /^Purchase complete!/ });
    await expect(celebration).toBeVisible();
    await page.waitForTimeout(600);
    expect(intersects(await boxOf(celebration), await boxOf(page.getByRole('banner'))), 'the celebration overlaps the header').toBe(false);
  });
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: PHONE });

  test("the product page keeps 'Add to cart' in a bar at the bottom of the screen, clear of the chat launcher", async ({ page }) => {
    await page.goto(PRODUCT_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Omega-3 Fish Oil 1000 mg' })).toBeVisible();
    await answerCookieBanner(page);
    const bar = page.getByRole('region', { name: 'Buy Omega-3 Fish Oil 1000 mg' });
    // Far down the page, among the reviews, the bar is still at the bottom of the screen.
    await page.getByRole('heading', { name: 'Customer reviews' }).scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();
    const barBox = await boxOf(bar);
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(PHONE.height);
    expect(barBox.y + barBox.height).toBeGreaterThan(PHONE.height - 4);
    const addToCart = bar.getByRole('button', { name: 'Add to cart' });
    await expect(addToCart).toBeInViewport();
    const launcher = page.getByRole('button', { name: /• Click to Chat$/ });
    expect(intersects(await boxOf(launcher), barBox), 'the chat launcher covers the bar').toBe(false);
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectAccessible(page, 'the product page at 390 px', ['dark']);

    await bar.getByRole('combobox', { name: 'Quantity' }).selectOption('2');
    await addToCart.click();
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
    // The page's end (the footer) can still be scrolled clear of the bar.
    const footerEnd = page.getByRole('contentinfo').getByText('General wellness information, not medical advice.');
    await footerEnd.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(intersects(await boxOf(footerEnd), await boxOf(bar))).toBe(false);
  });

  test("the chat launcher never covers the storyteller's 'Next'", async ({ page }) => {
    await page.goto('/wellness-storyteller');
    await expect(page.getByRole('heading', { level: 1, name: 'Vitamin D Wellness Journey' })).toBeVisible();
    await answerCookieBanner(page);
    const next = page.getByRole('button', { name: 'Next', exact: true });
    const launcher = page.getByRole('button', { name: /• Click to Chat$/ });
    // Wherever the page is scrolled, including with 'Next' at the very bottom of the screen.
    for (const scrollTo of ['as loaded', 'Next at the bottom']) {
      if (scrollTo === 'Next at the bottom') await next.evaluate((button) => button.scrollIntoView({ block: 'end' }));
      expect(intersects(await boxOf(next), await boxOf(launcher)), `the launcher covers 'Next' (${scrollTo})`).toBe(false);
    }
    await next.click();
    await expect(page.getByText('Story 2 of 6')).toBeVisible();
  });

  test("the wallet's Coins column is not clipped", async ({ page }) => {
    await registerThroughApi(page, uniqueEmail('wallet'));
    const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: string } };
    const reflection = await page.request.post('/api/wellness-reflections', {
      data: { user_id: me.user.id, story_id: 'intro', content: 'A morning walk in the sun before work.' },
    });
    expect(reflection.status()).toBe(201);
    await page.goto('/profile');
    const ledger = page.getByRole('table', { name: 'Wallet ledger' });
    await expect(ledger.getByRole('cell', { name: '+200' })).toBeVisible();
    await ledger.scrollIntoViewIfNeeded();
    const wallet = page.getByRole('region', { name: 'Wallet', exact: true });
    const walletBox = await boxOf(wallet);
    for (const cell of [ledger.getByRole('columnheader', { name: 'Coins' }), ledger.getByRole('cell', { name: '+200' })]) {
      const box = await boxOf(cell);
      expect(box.x + box.width, 'a Coins cell reaches past the wallet').toBeLessThanOrEqual(walletBox.x + walletBox.width);
      expect(await isClipped(cell)).toBe(false);
    }
    // Nothing to scroll sideways inside the ledger either: every column is in view.
    expect(await ledger.evaluate((table) => table.getBoundingClientRect().right)).toBeLessThanOrEqual(walletBox.x + walletBox.width);
  });

  test('an expert profile with the longest name fits the screen', async ({ page }) => {
    const { experts } = (await (await page.request.get('/api/experts')).json()) as { experts: { slug: string; name: string }[] };
    const longest = experts.reduce((a, b) => (b.name.length > a.name.length ? b : a));
    for (const expert of [longest, experts[0]!]) {
      await page.goto(`/expert/${expert.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: expert.name })).toBeVisible();
      await expect(page.getByRole('heading', { name: /Book a slot/ })).toBeVisible();
      expect(await sidewaysOverflow(page), `/expert/${expert.slug} is wider than the phone`).toBe(0);
    }
  });
});

test.describe('the quick chat on a desktop (1280 px)', () => {
  test.use({ viewport: DESKTOP });

  test("shows every guardian's whole name on the launcher and in the panel's header", async ({ page }) => {
    await page.clock.install();
    await page.goto('/marketplace');
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
    await answerCookieBanner(page);
    const launcher = page.getByRole('button', { name: /• Click to Chat$/ });
    const launcherBox = await boxOf(launcher);
    const shownGuardian = async () => {
      const shown = await Promise.all(GUARDIAN_NAMES.map((name) => page.getByRole('button', { name: `${name} • Click to Chat`, exact: true }).count()));
      return GUARDIAN_NAMES[shown.indexOf(1)] ?? 'no guardian';
    };
    // From here the launcher's 3 s cycle moves only when the test moves the page's clock (a margin of 10 s, as the
    // blessings' test has: time passes between reading the clock and pausing it).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
    const seen: string[] = [];
    for (let step = 0; step < GUARDIAN_NAMES.length; step += 1) {
      const name = await shownGuardian();
      seen.push(name);
      expect(await isClipped(launcher.locator('.mantine-Button-label')), `the launcher's label is clipped for ${name}`).toBe(false);
      // The launcher keeps one size while its label cycles, so nothing beside it moves.
      expect(await boxOf(launcher)).toEqual(launcherBox);
      await page.clock.runFor(3_000);
      await expect.poll(shownGuardian).not.toBe(name);
    }
    expect(seen.toSorted()).toEqual(GUARDIAN_NAMES.toSorted());

    // The clock runs again: React shows a part whose code has just arrived (the panel) on a timer of its own.
    await page.clock.resume();
    await launcher.click();
    for (const name of GUARDIAN_NAMES) {
      const panel = page.getByRole('region', { name: /^Quick chat with / });
      await panel.getByRole('button', { name: 'Switch guardian' }).click();
      await panel.getByRole('group', { name: 'Choose a guardian' }).getByRole('button', { name }).click();
      const chosen = page.getByRole('region', { name: `Quick chat with ${name}` });
      const heading = chosen.getByText(name, { exact: true }).first();
      await expect(heading).toBeVisible();
      expect(await isClipped(heading), `the panel's header cuts off ${name}`).toBe(false);
    }
  });
});
