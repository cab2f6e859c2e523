import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAILED_START_PAUSE_MS, WorkerPageRenderer } from './worker-page-renderer';

const TEMPLATE = '<!doctype html><html><head><title>Guardians</title></head><body><div id="root"></div></body></html>';
/** Stands in for the build's server renderer: the answer's product name, after the theme's variables; no query state. */
const BUNDLE = `export async function renderPage(url, answers) {
  if (url.endsWith('/slow')) await new Promise(() => {});
  return { html: '<style data-mantine-styles="true">:root{}</style><h1>' + answers[0].answer.name + ' at ' + new URL(url).pathname + '</h1>' };
}`;

let webDist: string;
let renderer: WorkerPageRenderer | undefined;

beforeEach(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'guardians-render-'));
  await writeFile(path.join(webDist, 'index.html'), TEMPLATE);
});

afterEach(async () => {
  await renderer?.close();
  renderer = undefined;
  await rm(webDist, { recursive: true, force: true });
  await rm(`${webDist}-ssr`, { recursive: true, force: true });
});

async function writeBundle(source: string): Promise<void> {
  await mkdir(`${webDist}-ssr`, { recursive: true });
  await writeFile(path.join(`${webDist}-ssr`, 'render-page.mjs'), source);
}

describe('WorkerPageRenderer', () => {
  it('draws pages in its worker thread with the build’s renderer, one after another, ready once loaded', async () => {
    await writeBundle(BUNDLE);
    renderer = new WorkerPageRenderer(webDist);
    expect(renderer.ready).toBe(false);
    const [first, second] = await Promise.all([
      renderer.render('/marketplace/product/a', [{ queryKey: ['/api/products', 'a'], answer: { name: 'A' } }]),
      renderer.render('/marketplace/product/b', [{ queryKey: ['/api/products', 'b'], answer: { name: 'B' } }]),
    ]);
    expect(first).toContain('<div id="root" data-prerendered="/marketplace/product/a"><h1>A at /marketplace/product/a</h1></div>');
    expect(second).toContain('<h1>B at /marketplace/product/b</h1>');
    expect(renderer.ready).toBe(true);
    // The window lives in the worker: this thread never got one.
    expect('document' in globalThis).toBe(false);
  });

  it('paints with the rules of the build’s other stylesheets that the page uses, without linking them', async () => {
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'assets', 'price-Ab12.css'), '.price_x{display:flex;gap:4px}.unused_y{color:red}');
    await writeBundle(BUNDLE.replace('<h1>', '<h1 class="price_x">'));
    renderer = new WorkerPageRenderer(webDist);
    const html = await renderer.render('/marketplace/product/a', [{ queryKey: ['/api/products', 'a'], answer: { name: 'A' } }]);
    expect(html).toContain('<h1 class="price_x">A at /marketplace/product/a</h1>');
    expect(html).toMatch(/<style>[^<]*\.price_x\{display:flex;gap:4px\}/);
    expect(html).not.toContain('unused_y');
    expect(html).not.toContain('price-Ab12.css');
  });

  it('gives up on a render that hangs and draws the next page with a new worker', async () => {
    await writeBundle(BUNDLE);
    renderer = new WorkerPageRenderer(webDist, 3_000);
    await renderer.render('/marketplace/product/a', [{ queryKey: ['/api/products', 'a'], answer: { name: 'A' } }]);
    await expect(renderer.render('/slow', [{ queryKey: ['/api/products', 's'], answer: { name: 'S' } }])).rejects.toThrow(/took longer than 3000 ms/);
    expect(renderer.ready).toBe(false);
    expect(await renderer.render('/marketplace/product/b', [{ queryKey: ['/api/products', 'b'], answer: { name: 'B' } }])).toContain('<h1>B at');
  });

  it('fails a page when the build has no renderer, and does not start another worker for a minute', async () => {
    let now = 1_000_000;
    renderer = new WorkerPageRenderer(webDist, 10_000, () => now);
    await expect(renderer.render('/marketplace/product/a', [])).rejects.toThrow();
    await writeBundle(BUNDLE);
    await expect(renderer.render('/marketplace/product/a', [])).rejects.toThrow(/could not start/);
    now += FAILED_START_PAUSE_MS;
    expect(await renderer.render('/marketplace/product/a', [{ queryKey: ['/api/products', 'a'], answer: { name: 'A' } }])).toContain('<h1>A at');
  });

  it('refuses pages once closed', async () => {
    renderer = new WorkerPageRenderer(webDist);
    await renderer.close();
    await expect(renderer.render('/marketplace/product/a', [])).rejects.toThrow(/closed/);
  });
});
