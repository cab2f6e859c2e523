// The desktop window's own renderer bundle (out/renderer, `npm run build:desktop`, built by scripts/test-all.sh before
// this suite) served by the embedded server as the app starts it with GUARDIANS_API_URL unset
// (electron/main/services/embedded-server.ts, the real server/start.ts, SQLite in a fresh user-data folder), under
// plain Node. Electron's binary cannot be downloaded here: Chromium with a stand-in for the preload bridge is the window.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { EmbeddedServerService } from '../electron/main/services/embedded-server';
import type { StorefrontTarget } from '../electron/main/services/embedded-server';
import { startServer } from '../server/start';
import { collectConsoleErrors } from './console-errors';
import { installFakeDesktopBridge } from './fake-desktop-bridge';

const DESKTOP_RENDERER = path.resolve('out/renderer');

test.describe('the desktop renderer bundle against the embedded server', () => {
  let userDataPath: string;
  let service: EmbeddedServerService;
  let target: StorefrontTarget;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    if (!existsSync(path.join(DESKTOP_RENDERER, 'index.html'))) throw new Error(`${DESKTOP_RENDERER} is missing: run \`npm run build:desktop\` first.`);
    userDataPath = await mkdtemp(path.join(tmpdir(), 'guardians-desktop-window-'));
    service = new EmbeddedServerService({ start: startServer, userDataPath, webDistDir: DESKTOP_RENDERER, serverLogLevel: 'warn' });
    target = await service.start();
  });

  test.afterAll(async () => {
    await service?.stop();
    if (userDataPath) await rm(userDataPath, { recursive: true, force: true });
  });

  test('starts on the embedded server, renders React afresh and shops from the embedded catalog', async ({ page }) => {
    expect(target.embedded).toBe(true);
    expect(new URL(target.url).hostname).toBe('127.0.0.1');
    // The bundle the window loads: the app's shell, nothing pre-rendered (the window loads from the machine itself).
    const shell = await (await page.request.get(target.url, { headers: { accept: 'text/html' } })).text();
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toMatch(/<div id="root"[^>]+>/);
    const scripts = [...shell.matchAll(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    const entry = await readFile(path.join(DESKTOP_RENDERER, scripts[0]!), 'utf8');
    expect(entry).not.toMatch(/preact/i);

    await page.addInitScript(installFakeDesktopBridge);
    const errors = collectConsoleErrors(page);
    await page.goto(target.url);
    await expect(page.locator('html')).toHaveAttribute('data-platform', 'desktop');
    await expect(page.getByRole('heading', { level: 1, name: 'Your AI Wellness Guardians Await' })).toBeVisible();
    // React DOM is what runs: its root container is marked on the app's root element.
    expect(await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$')))).toBe(true);

    // The embedded catalog, read through the embedded API.
    const products = page.getByRole('list', { name: 'Featured products' }).getByRole('listitem');
    await expect(products).toHaveCount(5);
    await products.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/marketplace\/product\/[\w-]+$/);
    await expect(page.getByRole('button', { name: /Add to cart/i })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
