import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { questionBank } from '@common/assessments/question-banks';
import type { GuardianScores } from '@common/assessments/scoring';
import type { GuardianId } from '@common/guardians';
import { vitaminDMetrics } from '@common/vitamin-d';
import { expectAccessible } from './accessibility';
import { collectConsoleErrors } from './console-errors';
import { registerThroughApi, STRONG_PASSWORD, uniqueEmail } from './demo-visitor';

// Issue 12: public pages arrive as HTML rendered at build time (scripts/prerender-pages.ts); a first visit's browser
// takes that HTML over (hydration), a returning one renders afresh in its place. Either way the page works.
test.describe('pre-rendered public pages', () => {
  test('the landing page arrives with its hero and header in the HTML, before any script runs', async ({ request }) => {
    const response = await request.get('/', { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-prerendered="/"');
    expect(html).toContain('Your AI Wellness Guardians Await');
    expect(html).toContain('Take the free assessment');
    // The whole stylesheet holds the first paint, linked in the head as the app links it; no copy of its rules is
    // inlined (turning the sheet on after the paint restyled every element: page-html.ts).
    expect(html).toMatch(/<head>[\s\S]*<link rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css">[\s\S]*<\/head>/);
    expect(html).not.toContain('media="print"');
    expect(html).not.toMatch(/<style>[^<]*\.m_[0-9a-f]{8}/);
    // Nothing is painted until the whole page is parsed, so a slow phone never shows (and then grows) half a banner.
    expect(html).toMatch(/<head>[\s\S]*<link rel="expect" href="#prerendered-end" blocking="render">[\s\S]*<\/head>/);
    // (After the answers the server drew it with, once it has drawn it: server/web-render/public-pages.ts.)
    expect(html).toMatch(/<\/div>(<script type="application\/json" id="query-state">[^<]*<\/script>)?<span id="prerendered-end" hidden><\/span>\s*<\/body>/);
    // The theme's CSS variables were computed at build time: last in the head, not in the root the app hydrates.
    expect(html).toMatch(/<style data-mantine-styles="true" data-theme-variables>:root[^<]*--mantine-font-family[^<]*<\/style><\/head>/);
    expect(html).not.toMatch(/<div id="root"[^>]*><style data-mantine-styles="true">/);
    // The CSP allows no inline script: the page must need none.
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    const withQuery = await (await request.get('/marketplace?q=omega', { headers: { accept: 'text/html' } })).text();
    expect(withQuery).not.toContain('data-prerendered="');
  });

  test.describe('the first paint', () => {
    // Before any script runs the page is its HTML and its stylesheets. What is on screen must not change colour when
    // the app takes over: the head once lacked the dark scheme's root variables (Beasties never tests selectors against
    // <html> itself), so a first visit was painted light and turned dark when the rest of the styles applied.
    test('is in the colours the page keeps once the app has taken it over', async ({ browser }) => {
      const colours = (shown: Page) =>
        shown.evaluate(() =>
          ['body', 'header', 'h1', 'main a, main button', 'footer'].map((selector) => {
            const element = document.querySelector(selector);
            const style = element && getComputedStyle(element);
            return `${selector}: ${style ? `${style.color} on ${style.backgroundColor}` : 'absent'}`;
          }),
        );
      // Each visit a first one (a page of the app writes storage, and a returning browser renders afresh).
      const firstVisit = async (javaScriptEnabled: boolean) =>
        (await browser.newContext({ javaScriptEnabled, storageState: { cookies: [], origins: [] } })).newPage();
      for (const path of ['/', '/marketplace', '/vitamin-d-analysis', '/marketplace/product/coq10-ubiquinol-100mg']) {
        const [withoutScripts, withScripts] = [await firstVisit(false), await firstVisit(true)];
        try {
          await withoutScripts.goto(path);
          const painted = await colours(withoutScripts);
          expect(painted[0], path).not.toContain('rgba(0, 0, 0, 0)');
          await withScripts.goto(path);
          await expect(withScripts.locator('#root[data-prerendered]')).toHaveCount(0);
          // What the first paint shows keeps its colours (what the app adds later, such as the dashboard's answer to
          // the visitor's reads, is not in it).
          const shownFirst = painted.map((shown) => !shown.endsWith('absent'));
          const taken = await colours(withScripts);
          expect(
            taken.filter((_, i) => shownFirst[i]),
            path,
          ).toEqual(painted.filter((_, i) => shownFirst[i]));
        } finally {
          await withoutScripts.context().close();
          await withScripts.context().close();
        }
      }
    });
  });

  test.describe('a first visit', () => {
    // Nothing stored, as a new visitor's browser: the state the pages were rendered in.
    test.use({ storageState: { cookies: [], origins: [] } });
    // One of each kind, to keep the browser suite short on 2 cores: the landing (clock, guardians, products), a list
    // read after hydration (/find-expert is built the same way as /marketplace) and the dashboard (/terms and the other
    // legal pages are static text). The build renders all seven and fails if one cannot be rendered.
    // A product page arrives as the one product shell (the frame and the placeholder) until the server has drawn the
    // product's own (below), and fills in once taken over.
    for (const path of ['/', '/marketplace', '/vitamin-d-analysis', '/marketplace/product/coq10-ubiquinol-100mg']) {
      test(`of ${path} is taken over without a hydration error and then works`, async ({ page }) => {
        const errors = collectConsoleErrors(page);
        const response = await page.goto(path);
        expect(await response?.text()).toContain('data-prerendered="');
        // Taken over, not rendered afresh as for a returning visitor (public/color-scheme.js).
        await expect(page.locator('html[data-returning-visitor]')).toHaveCount(0);
        // The marker goes when React has hydrated the page's first render (main.tsx).
        await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
        if (path.startsWith('/marketplace/product/')) {
          await expect(page.getByRole('heading', { level: 1, name: /CoQ10/i })).toBeVisible();
          await expect(page.getByRole('button', { name: /^Add( .+)? to cart$/ })).toBeVisible();
        }
        if (path === '/marketplace') {
          // The filters are taken over control by control (each a part of its own): a choice reaches the address.
          await page.getByRole('combobox', { name: 'Guardian' }).selectOption('angio');
          await expect(page).toHaveURL(/[?&]guardian=angio/);
          await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
          await expect(page).toHaveURL(/[?&]sort=price_asc/);
        }
        // Interactive: the header's menu opens, which needs React to own the page (the phone's menu: a wide window
        // shows the sections in the bar instead).
        const wide = page.viewportSize();
        await page.setViewportSize({ width: 390, height: 800 });
        await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
        if (wide) await page.setViewportSize(wide);
        // The theme's variables are the build's, once: the app wrote no second copy.
        await expect(page.locator('style[data-mantine-styles="true"]')).toHaveCount(1);
        expect(await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--mantine-primary-color-filled').trim())).not.toBe('');
        await expectAccessible(page, `first visit of ${path}`);
        expect(errors).toEqual([]);
      });
    }
  });

  test.describe('a product page', () => {
    test.use({ storageState: { cookies: [], origins: [] } });
    test('arrives drawn with its product once the server has drawn it, and is taken over without asking for it again', async ({ page, request }) => {
      const path = '/marketplace/product/coq10-ubiquinol-100mg';
      // The server draws it the first time it is asked for (server/web-render/public-pages.ts); the shell goes meanwhile.
      await expect
        .poll(async () => (await request.get(path, { headers: { accept: 'text/html' } })).text(), { timeout: 30_000 })
        .toMatch(/<div id="root" data-prerendered="[^"]+"[^>]*>[\s\S]*<h1[^>]*>CoQ10[^<]*<\/h1>[\s\S]*<script type="application\/json" id="query-state">/);
      const errors = collectConsoleErrors(page);
      const productReads: string[] = [];
      page.on('request', (sent) => {
        if (new URL(sent.url()).pathname === '/api/products/coq10-ubiquinol-100mg') productReads.push(sent.url());
      });
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1, name: /CoQ10/i })).toBeVisible();
      await expect(page.locator('html[data-returning-visitor]')).toHaveCount(0);
      await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
      // Hydrated with the answer the page carried: the same heading, no placeholder, no second read of the product.
      await expect(page.getByRole('heading', { level: 1, name: /CoQ10/i })).toBeVisible();
      // Each part was hydrated where it stood: nothing is drawn twice.
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('table')).toHaveCount(1);
      await expect(page.getByRole('heading', { name: 'Storage' })).toHaveCount(1);
      await expect(page.getByRole('button', { name: /^Add( .+)? to cart$/ })).toHaveCount(1);
      await page.getByRole('button', { name: /^Add( .+)? to cart$/ }).click();
      await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
      expect(productReads).toEqual([]);
      expect(errors).toEqual([]);

      // Every product is drawn, not only the first one the server's renderer met.
      const catalog = (await (await request.get('/api/products?pageSize=3')).json()) as { products: { slug: string; name: string }[] };
      for (const other of catalog.products.filter((product) => product.slug !== 'coq10-ubiquinol-100mg').slice(0, 2)) {
        await expect
          .poll(async () => (await request.get(`/marketplace/product/${other.slug}`, { headers: { accept: 'text/html' } })).text(), { timeout: 30_000 })
          .toContain('id="query-state"');
        const html = await (await request.get(`/marketplace/product/${other.slug}`, { headers: { accept: 'text/html' } })).text();
        expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
        expect(html).toContain(`>${other.name.replaceAll('&', '&amp;')}</h1>`);
      }
    });
  });

  test.describe('the landing and the marketplace', () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    /** The page as the server draws it with its reads (server/web-render/public-pages.ts): asked until drawn. */
    async function drawn(request: APIRequestContext, path: string): Promise<string> {
      let html = '';
      await expect
        .poll(
          async () => {
            html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
            return html;
          },
          { timeout: 30_000 },
        )
        .toContain('<script type="application/json" id="query-state">');
      return html;
    }

    test('arrive drawn with the guardians and the first page of products, nothing on them waiting for its data', async ({ request }) => {
      const landing = await drawn(request, '/');
      const { guardians } = (await (await request.get('/api/guardians')).json()) as { guardians: { name: string; title: string }[] };
      expect(guardians).toHaveLength(5);
      for (const guardian of guardians) expect(landing).toContain(`aria-label="${guardian.name}, ${guardian.title}"`);
      expect(landing).not.toContain('Loading the guardians');
      const marketplace = await drawn(request, '/marketplace');
      const { products } = (await (await request.get('/api/products?page=1&pageSize=12')).json()) as { products: { name: string }[] };
      expect(products).toHaveLength(12);
      for (const product of products) expect(marketplace).toContain(`>${product.name.replaceAll('&', '&amp;')}<`);
      expect(marketplace).not.toContain('aria-busy="true"');
    });

    test('a drawn page is hydrated with its answers, and a press made as soon as it shows is handled', async ({ page, request }) => {
      await drawn(request, '/');
      const errors = collectConsoleErrors(page);
      const guardianReads: string[] = [];
      const consentCalls: string[] = [];
      page.on('request', (sent) => {
        if (new URL(sent.url()).pathname === '/api/guardians') guardianReads.push(sent.url());
        if (sent.url().endsWith('/api/gdpr/consent') && sent.method() === 'POST')
          consentCalls.push((sent.postDataJSON() as { consent_type: string }).consent_type);
      });
      await page.goto('/');
      await expect(page.getByRole('button', { name: /^Captain Angio, / })).toBeVisible();
      // Pressed at once: React replays a press on a part not hydrated yet.
      const banner = page.getByRole('region', { name: 'Your cookie choices' });
      await banner.getByRole('button', { name: 'Accept all' }).click();
      await expect(banner).toBeHidden();
      await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
      // The choices are saved after the banner closes: wait for the three, not for one turn of the page.
      await expect.poll(() => [...consentCalls].sort()).toEqual(['analytics', 'marketing', 'personalization']);
      // A first visit's welcome follows the cookie choice.
      await page.getByRole('button', { name: 'Skip the introduction' }).click();
      // The guardians came with the page, and the app took them over without asking again.
      await page.getByRole('button', { name: /^Captain Angio, / }).click();
      await expect(page.getByRole('heading', { name: 'How Captain Angio helps you' })).toBeVisible();
      expect(guardianReads).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('a drawn page is taken over as soon as its code is here', async ({ page, request }) => {
      await drawn(request, '/marketplace');
      await page.goto('/marketplace');
      await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
      await expect(page).toHaveURL(/[?&]sort=price_asc/);
    });
  });

  test.describe("a signed-in customer's dashboard", () => {
    const drawnRoot = /<div id="root" data-prerendered="\/vitamin-d-analysis" data-drawn-for-session>/;

    /**
     * The dashboard as the server draws it for the customer of `request`: asked until drawn, as the pre-rendered page
     * goes out while the renderer starts, and for a render slower than a second on a loaded machine.
     */
    async function drawnDashboard(request: APIRequestContext): Promise<{ headers: Record<string, string>; html: string }> {
      let drawn = { headers: {}, html: '' };
      await expect
        .poll(
          async () => {
            const response = await request.get('/vitamin-d-analysis', { headers: { accept: 'text/html' } });
            drawn = { headers: response.headers(), html: await response.text() };
            return drawn.html;
          },
          { timeout: 30_000 },
        )
        .toMatch(drawnRoot);
      return drawn;
    }

    test.use({ storageState: { cookies: [], origins: [] } });
    test('arrives drawn with their own score, private to them, and shows what their own browser holds once hydrated', async ({ page, request, browser }) => {
      const errors = collectConsoleErrors(page);
      const email = uniqueEmail('drawn');
      await registerThroughApi(page, email);
      const answers = Object.fromEntries(questionBank('basic').map((question) => [question.id, question.options[0]!.value]));
      const submitted = await page.request.post('/api/assessment', { data: { type: 'basic', answers } });
      expect(submitted.status()).toBe(201);
      const { results } = (await submitted.json()) as { results: { scores: GuardianScores; primaryGuardian: GuardianId } };
      const score = vitaminDMetrics(results.scores, results.primaryGuardian).overallScore;

      // Drawn by the server's renderer (server/web-render/session-pages.ts).
      const { headers, html } = await drawnDashboard(page.request);
      expect(headers['cache-control']).toBe('private, no-store');
      expect(headers['vary']).toMatch(/\bCookie\b/);
      expect(html).toMatch(new RegExp(`data-testid="overall-score"[^>]*>${score}<`));
      expect(html).toContain('<script type="application/json" id="query-state">');
      // Drawn as a returning customer's device shows it: no cookie banner or welcome to vanish a second later.
      expect(html).not.toContain('Your cookie choices');
      // Nobody else gets it: a visitor's request (no session cookie) is the pre-rendered page, signed out.
      const visitorHtml = await (await request.get('/vitamin-d-analysis', { headers: { accept: 'text/html' } })).text();
      expect(visitorHtml).toContain('data-prerendered="/vitamin-d-analysis"');
      expect(visitorHtml).not.toMatch(drawnRoot);
      expect(visitorHtml).not.toContain('data-testid="overall-score"');
      // Each customer's page is theirs alone: another's, drawn by the same renderer right after, carries none of it.
      const other = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      try {
        const otherEmail = uniqueEmail('drawn-other');
        const registered = await other.request.post('/api/register', { data: { email: otherEmail, password: STRONG_PASSWORD, displayName: 'Other Guardian' } });
        expect(registered.status()).toBe(201);
        const { html: otherHtml } = await drawnDashboard(other.request);
        expect(otherHtml).toContain(otherEmail);
        expect(otherHtml).not.toContain(email);
        expect(otherHtml).not.toContain('data-testid="overall-score"');
        expect(otherHtml).toContain('Take the assessment to see it.');
        const { html: ownHtml } = await drawnDashboard(page.request);
        expect(ownHtml).toContain(email);
        expect(ownHtml).not.toContain(otherEmail);
      } finally {
        await other.close();
      }

      // This browser holds light colours and no cookie choice yet: both differ from the state the page was drawn in.
      await page.goto('/terms');
      await page.evaluate(() => window.localStorage.setItem('darkMode', 'false'));
      // Loaded until it is the drawn page (a render slower than a second goes out as the pre-rendered one).
      await expect
        .poll(async () => (await page.goto('/vitamin-d-analysis', { waitUntil: 'domcontentloaded' }))!.text(), { timeout: 30_000 })
        .toMatch(drawnRoot);
      await expect(page.getByTestId('overall-score')).toHaveText(String(score));
      await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
      // Hydrated as drawn, then drawn again with this browser's storage (platform/drawn-storage.tsx): the toggle's name
      // follows this browser's colours, the banner its missing choice.
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
      await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Switch to light mode' })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Your cookie choices' })).toBeVisible();
      // Nothing drawn twice, and the page works.
      await expect(page.getByTestId('overall-score')).toHaveCount(1);
      await expect(page.getByTestId('latest-lab-value')).toHaveCount(1);
      await expect(page.getByRole('tab')).toHaveCount(4);
      await expect(page.getByTestId('metric-resonanceStrength')).toHaveCount(1);
      await page.getByRole('tab', { name: 'Recommendations' }).click();
      await expect(page.getByRole('button', { name: 'Download PDF Report' })).toBeVisible();
      await page.getByRole('button', { name: 'Switch to dark mode' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      expect(errors).toEqual([]);
    });
  });

  test('a returning visitor with a light colour choice and an accepted cookie banner gets the page rendered afresh', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/terms');
    await page.evaluate(() => window.localStorage.setItem('darkMode', 'false'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(page.getByRole('heading', { level: 1, name: 'Your AI Wellness Guardians Await' })).toBeVisible();
    await page.getByRole('link', { name: 'Shop the marketplace' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
