import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, startTestApp } from '../test/test-context';
import type { TestApp, TestDatabase } from '../test/test-context';
import { rawGet } from '../test/raw-request';
import { registerVisitor } from '../test/accounts-helpers';
import { useOutageHarness } from '../test/outage-harness';
import type { TestVisitor } from '../test/test-visitor';
import { SESSION_COOKIE } from '../modules/sessions/sessions.service';
import { publicReadsOf, SESSION_PRELOAD_LINK } from './web-app';
import { MARKETPLACE_FIRST_PAGE } from '@common/public-reads';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-AbCd1234.js"></script></body></html>';
const APP_SCRIPT = 'console.log("guardians");';
const SERVICE_WORKER = 'self.addEventListener("fetch", () => {});';
const MARKETPLACE_HTML = INDEX_HTML.replace('<div id="root"></div>', '<div id="root" data-prerendered="/marketplace"><h1>Marketplace</h1></div>');
const PRODUCT_SHELL_HTML = INDEX_HTML.replace(
  '<div id="root"></div>',
  '<div id="root" data-prerendered="/marketplace/product/-"><h1>Product Details</h1></div>',
);

let database: TestDatabase;
let webDistDir: string;
let app: TestApp;
let appWithoutBuild: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  webDistDir = await mkdtemp(path.join(os.tmpdir(), 'guardians-web-'));
  await mkdir(path.join(webDistDir, 'assets'));
  await writeFile(path.join(webDistDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDistDir, 'assets', 'index-AbCd1234.js'), APP_SCRIPT);
  await writeFile(path.join(webDistDir, 'manifest.webmanifest'), '{"name":"Guardians"}');
  await writeFile(path.join(webDistDir, 'service-worker.js'), SERVICE_WORKER);
  // What the build writes beside each text file (renderer/vite.config.ts, vite-plugin-compression2).
  await writeCompressedCopies(path.join(webDistDir, 'index.html'), INDEX_HTML);
  await writeCompressedCopies(path.join(webDistDir, 'assets', 'index-AbCd1234.js'), APP_SCRIPT);
  // What scripts/prerender-pages.ts writes for a public page (here only /marketplace, of the pages it may render).
  await mkdir(path.join(webDistDir, 'prerendered'));
  await writeFile(path.join(webDistDir, 'prerendered', 'marketplace.html'), MARKETPLACE_HTML);
  await writeCompressedCopies(path.join(webDistDir, 'prerendered', 'marketplace.html'), MARKETPLACE_HTML);
  await writeFile(path.join(webDistDir, 'prerendered', 'marketplace--product.html'), PRODUCT_SHELL_HTML);
  await writeCompressedCopies(path.join(webDistDir, 'prerendered', 'marketplace--product.html'), PRODUCT_SHELL_HTML);
  app = await startTestApp({ location: database.location, webDistDir });
  appWithoutBuild = await startTestApp({ location: database.location, webDistDir: path.join(webDistDir, 'not-built') });
});

afterAll(async () => {
  await app?.close();
  await appWithoutBuild?.close();
  await rm(webDistDir, { recursive: true, force: true });
  await database?.drop();
});

async function writeCompressedCopies(file: string, content: string): Promise<void> {
  await writeFile(`${file}.br`, brotliCompressSync(content));
  await writeFile(`${file}.gz`, gzipSync(content));
}

const asBrowser = { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } };

describe('the built storefront', () => {
  it.each(['/', '/guardians/angio', '/collection/biome', '/biome-collection', '/partner/dashboard'])('serves index.html for the deep link %s', async (link) => {
    const response = await app.request(link, asBrowser);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('serves a public page with the HTML rendered at build time, compressed and revalidated like the app page', async () => {
    const response = await app.request('/marketplace', { headers: { ...asBrowser.headers, 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(MARKETPLACE_HTML);
  });

  it('serves every product page with the one product shell rendered at build time', async () => {
    for (const link of ['/marketplace/product/omega-3', '/marketplace/product/coq10-ubiquinol-100mg']) {
      const response = await app.request(link, { headers: { ...asBrowser.headers, 'accept-encoding': 'gzip' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(PRODUCT_SHELL_HTML);
    }
  });

  it('serves the app page for a pre-rendered path asked with a query, and for a listed page the build did not render', async () => {
    for (const link of ['/marketplace?q=vitamin', '/terms', '/marketplace/product/omega-3?ref=chat', '/marketplace/product/Omega%203']) {
      const response = await app.request(link, asBrowser);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX_HTML);
    }
  });

  it('asks the browser to start the session read with every page, and with no file', async () => {
    for (const link of ['/', '/marketplace', '/marketplace/product/omega-3', '/profile?tab=orders']) {
      const response = await app.request(link, asBrowser);
      expect(response.headers.get('link')).toBe(SESSION_PRELOAD_LINK);
    }
    expect(SESSION_PRELOAD_LINK).toBe('</api/auth/me>; rel=preload; as=fetch; crossorigin=use-credentials');
    for (const file of ['/assets/index-AbCd1234.js', '/manifest.webmanifest', '/service-worker.js']) {
      expect((await app.request(file)).headers.get('link')).toBeNull();
    }
    expect((await app.request('/api/nope', asBrowser)).headers.get('link')).toBeNull();
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await app.request('/assets/index-AbCd1234.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(APP_SCRIPT);
  });

  it('serves unhashed files so that they are revalidated', async () => {
    const response = await app.request('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the service worker from the root as JavaScript that the browser always revalidates', async () => {
    const response = await app.request('/service-worker.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("worker-src 'self'");
    expect(await response.text()).toBe(SERVICE_WORKER);
  });

  it('answers 404 for a missing asset instead of the app page', async () => {
    const response = await app.request('/assets/index-Missing0.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
  });

  it('keeps unknown /api paths as JSON 404 and never serves the page for /ws paths', async () => {
    const api = await app.request('/api/x', asBrowser);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'NOT_FOUND' });

    const ws = await app.request('/ws/voice', asBrowser);
    expect(ws.status).toBe(404);
    expect(await ws.text()).not.toContain('<div id="root">');
  });

  it('tells the developer to build the renderer when index.html is missing', async () => {
    const page = await appWithoutBuild.request('/guardians/angio', asBrowser);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('npm run build:web');

    const json = await appWithoutBuild.request('/guardians/angio', { headers: { accept: 'application/json' } });
    expect(json.status).toBe(503);
    expect(await json.json()).toMatchObject({ code: 'WEB_BUILD_MISSING', error: expect.stringContaining('npm run build:web') });

    const api = await appWithoutBuild.request('/api/db-status');
    expect(api.status).toBe(200);
  });
});

describe('compressed delivery of the build', () => {
  it.each([
    ['br', 'gzip, deflate, br, zstd'],
    ['gzip', 'gzip, deflate'],
  ])('sends the %s copy of a hashed script with its own type, a vary header and the long cache', async (encoding, accepted) => {
    const response = await rawGet(app.url, '/assets/index-AbCd1234.js', { 'accept-encoding': accepted });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const decoded = encoding === 'br' ? brotliDecompressSync(response.bytes) : gunzipSync(response.bytes);
    expect(decoded.toString()).toBe(APP_SCRIPT);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const response = await rawGet(app.url, '/assets/index-AbCd1234.js', { 'accept-encoding': 'identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.bytes.toString()).toBe(APP_SCRIPT);
  });

  it('compresses the app page of a deep link and keeps it revalidated', async () => {
    const response = await rawGet(app.url, '/guardians/angio', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.bytes).toString()).toBe(INDEX_HTML);
  });

  it('serves the page for a deep link whose escapes do not decode', async () => {
    const response = await rawGet(app.url, '/guardians/%E0%A4%A', { accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(response.bytes.toString()).toBe(INDEX_HTML);
  });

  it('picks up a build written while the server runs, compressed copies included', async () => {
    const rebuiltDir = await mkdtemp(path.join(os.tmpdir(), 'guardians-web-rebuilt-'));
    const rebuilt = await startTestApp({ location: database.location, webDistDir: rebuiltDir });
    try {
      expect((await rebuilt.request('/', asBrowser)).status).toBe(503);
      const newPage = INDEX_HTML.replace('index-AbCd1234', 'index-NewBuild1');
      await writeFile(path.join(rebuiltDir, 'index.html'), newPage);
      await writeCompressedCopies(path.join(rebuiltDir, 'index.html'), newPage);
      const first = await rawGet(rebuilt.url, '/', { accept: 'text/html', 'accept-encoding': 'gzip' });
      expect(first.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(first.bytes).toString()).toBe(newPage);

      const nextPage = newPage.replace('NewBuild1', 'NewBuild2');
      await writeFile(path.join(rebuiltDir, 'index.html'), nextPage);
      await writeCompressedCopies(path.join(rebuiltDir, 'index.html'), nextPage);
      // A second build within the same millisecond as the first is not a real case; make the times differ.
      const later = new Date(Date.now() + 5_000);
      await utimes(path.join(rebuiltDir, 'index.html'), later, later);
      const second = await rawGet(rebuilt.url, '/', { accept: 'text/html', 'accept-encoding': 'gzip' });
      expect(gunzipSync(second.bytes).toString()).toBe(nextPage);
    } finally {
      await rebuilt.close();
      await rm(rebuiltDir, { recursive: true, force: true });
    }
  });
});

describe('product pages drawn with their product', () => {
  const PAGE_TEMPLATE = '<!doctype html><html><head><title>Guardians</title></head><body><div id="root"></div></body></html>';
  // Stands in for the build's server renderer (renderer/src/prerender/render-page.tsx): the product's name from the
  // answer it is given, after the theme's variables as Mantine's provider writes them first.
  // A customer's page (drawn with their answers, for the session) shows their name instead. The query state it gives
  // holds the answers as TanStack Query's dehydrated state does (what matters of it here).
  const SSR_BUNDLE = `export async function renderPage(url, answers, drawing) {
    const queryState = answers.length === 0 ? undefined : { mutations: [], queries: answers.map((entry) => ({ queryKey: entry.queryKey, state: { data: entry.answer } })) };
    const me = answers.find((entry) => entry.queryKey[0] === '/api/auth/me');
    if (me) return { html: '<style data-mantine-styles="true">:root{--x:1}</style><h1>' + me.answer.user.displayName + (drawing.forSession ? ', for the session' : '') + '</h1>', queryState };
    const product = answers[0] && answers[0].answer.product;
    return { html: '<style data-mantine-styles="true">:root{--x:1}</style><h1>' + (product ? product.name : 'Product Details') + '</h1>', queryState };
  }`;
  const outage = useOutageHarness();
  const DASHBOARD = PAGE_TEMPLATE.replace('<div id="root"></div>', '<div id="root" data-prerendered="/vitamin-d-analysis"><h1>Vitamin D</h1></div>');
  const SHELL = PAGE_TEMPLATE.replace('<div id="root"></div>', '<div id="root" data-prerendered="/marketplace/product/-"><h1>Product Details</h1></div>');
  let drawnDist: string;
  let drawingApp: TestApp;

  beforeAll(async () => {
    drawnDist = await mkdtemp(path.join(os.tmpdir(), 'guardians-web-'));
    await writeFile(path.join(drawnDist, 'index.html'), PAGE_TEMPLATE);
    await mkdir(path.join(drawnDist, 'prerendered'));
    await writeFile(path.join(drawnDist, 'prerendered', 'marketplace--product.html'), SHELL);
    await writeFile(path.join(drawnDist, 'prerendered', 'vitamin-d-analysis.html'), DASHBOARD);
    await mkdir(`${drawnDist}-ssr`);
    await writeFile(path.join(`${drawnDist}-ssr`, 'render-page.mjs'), SSR_BUNDLE);
    drawingApp = await startTestApp({ location: database.location, webDistDir: drawnDist });
  });

  afterAll(async () => {
    await drawingApp?.close();
    await rm(drawnDist, { recursive: true, force: true });
    await rm(`${drawnDist}-ssr`, { recursive: true, force: true });
  });

  /** The page once drawn: the shell goes out while the renderer starts. */
  async function drawnPage(link: string, headers: Record<string, string> = {}, visitor?: TestVisitor): Promise<{ response: Response; html: string }> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const init = { headers: { ...asBrowser.headers, ...headers } };
      const response = await (visitor ? visitor.get(link, init) : drawingApp.request(link, init));
      const html = await response.text();
      if (html.includes('id="query-state"') || Date.now() > deadline) return { response, html };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('serves a product page drawn with the product and carrying the answer it was drawn from', async () => {
    const answer = await (await drawingApp.request('/api/products/coq10-ubiquinol-100mg')).json();
    const { response, html } = await drawnPage('/marketplace/product/coq10-ubiquinol-100mg', { 'accept-encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('link')).toBe(SESSION_PRELOAD_LINK);
    expect(html).toContain(`<div id="root" data-prerendered="/marketplace/product/coq10-ubiquinol-100mg"><h1>${answer.product.name}</h1></div>`);
    const block = /<script type="application\/json" id="query-state">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(block![1]!)).toEqual({ mutations: [], queries: [{ queryKey: ['/api/products', 'coq10-ubiquinol-100mg'], state: { data: answer } }] });
    // The theme's variables moved to the head, as for the pages drawn at build time.
    expect(html).toContain('<style data-mantine-styles="true" data-theme-variables>:root{--x:1}</style></head>');

    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    // Raw: fetch adds 'cache-control: no-cache' to a conditional request, which asks for the whole page again.
    const again = await rawGet(drawingApp.url, '/marketplace/product/coq10-ubiquinol-100mg', { ...asBrowser.headers, 'if-none-match': etag! });
    expect(again.status).toBe(304);
  });

  it('serves the shell for a product nobody sells, and for a path asked with a query', async () => {
    for (const link of ['/marketplace/product/no-such-product', '/marketplace/product/coq10-ubiquinol-100mg?ref=chat']) {
      const response = await drawingApp.request(link, asBrowser);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(link.includes('?') ? PAGE_TEMPLATE : SHELL);
    }
  });

  it("serves a signed-in customer's dashboard drawn with their own answers, private to them", async () => {
    const { visitor } = await registerVisitor(drawingApp, { label: 'drawn' });
    const { response, html } = await drawnPage('/vitamin-d-analysis', { 'accept-encoding': 'gzip' }, visitor);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    // Theirs alone: never kept by the browser or anything between, and it varies with the session cookie.
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toMatch(/\bCookie\b/);
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('link')).toBeNull();
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const me = (await (await visitor.get('/api/auth/me')).json()) as { user: { displayName: string } };
    expect(html).toContain(
      `<div id="root" data-prerendered="/vitamin-d-analysis" data-drawn-for-session><h1>${me.user.displayName}, for the session</h1></div>`,
    );
    expect(html).toContain('<style data-mantine-styles="true" data-theme-variables>:root{--x:1}</style></head>');
    // The answers it carries are the API's own answers to this customer for the reads the page makes.
    const block = /<script type="application\/json" id="query-state">(.*?)<\/script>/.exec(html);
    const carried = (JSON.parse(block![1]!) as { queries: Array<{ queryKey: string[]; state: { data: unknown } }> }).queries;
    expect(carried.map((entry) => entry.queryKey)).toEqual([['/api/auth/me'], ['/api/cart'], ['/api/assessment/mine'], ['/api/care/lab-orders']]);
    for (const entry of carried) expect(entry.state.data).toEqual(await (await visitor.get(entry.queryKey[0]!)).json());
  });

  it("serves the app's shell to a signed-in customer whose page cannot be drawn (the database away)", async () => {
    const { app: duringOutage } = await outage.startDuringOutage({ webDistDir: drawnDist });
    const response = await duringOutage.request('/vitamin-d-analysis', { headers: { ...asBrowser.headers, cookie: `${SESSION_COOKIE}=${'a'.repeat(43)}` } });
    expect(response.status).toBe(200);
    // The pre-rendered page shows a visitor: a browser with a session renders afresh from the shell.
    expect(await response.text()).toBe(PAGE_TEMPLATE);
  });

  it('serves the pre-rendered dashboard to a visitor, a query and a HEAD, and the shell to a session that is not one', async () => {
    const visitorPage = await drawingApp.request('/vitamin-d-analysis', asBrowser);
    expect(await visitorPage.text()).toBe(DASHBOARD);
    expect(visitorPage.headers.get('cache-control')).toBe('no-cache');
    expect(visitorPage.headers.get('vary')).toMatch(/\bCookie\b/);
    const forged = await drawingApp.request('/vitamin-d-analysis', { headers: { ...asBrowser.headers, cookie: `${SESSION_COOKIE}=${'a'.repeat(43)}` } });
    expect(await forged.text()).toBe(PAGE_TEMPLATE);
    const { visitor } = await registerVisitor(drawingApp, { label: 'drawn-query' });
    await drawnPage('/vitamin-d-analysis', {}, visitor);
    expect(await (await visitor.get('/vitamin-d-analysis?tab=overview', asBrowser)).text()).toBe(PAGE_TEMPLATE);
    const head = await visitor.request('/vitamin-d-analysis', { ...asBrowser, method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('the public reads a page is drawn with', () => {
  const answerOf = (name: string) => ({ json: Buffer.from(JSON.stringify({ name })), etag: `"${name}"` });
  const answers = {
    product: async (slug: string) => (slug === 'omega-3' ? answerOf(slug) : undefined),
    guardians: async () => answerOf('guardians'),
    products: async (query: { page: number; pageSize: number }) => answerOf(`products ${query.page} ${query.pageSize}`),
  };

  it('draws a product page with its product, the landing with the guardians and the marketplace with its first page', async () => {
    expect(await publicReadsOf(answers, '/marketplace/product/omega-3')).toEqual([{ queryKey: ['/api/products', 'omega-3'], answer: answerOf('omega-3') }]);
    expect(await publicReadsOf(answers, '/')).toEqual([{ queryKey: ['/api/guardians'], answer: answerOf('guardians') }]);
    expect(await publicReadsOf(answers, '/marketplace')).toEqual([
      { queryKey: ['/api/products', MARKETPLACE_FIRST_PAGE], answer: answerOf(`products 1 ${MARKETPLACE_FIRST_PAGE.pageSize}`) },
    ]);
  });

  it('draws none of them while the database is away', async () => {
    const away = { product: async () => undefined, guardians: async () => undefined, products: async () => undefined };
    for (const pagePath of ['/marketplace/product/omega-3', '/', '/marketplace']) expect(await publicReadsOf(away, pagePath), pagePath).toBeUndefined();
  });

  it('draws no other page, nor the page of a product nobody sells', async () => {
    for (const pagePath of ['/terms', '/vitamin-d-analysis', '/find-expert', '/marketplace/product/vitamin-x'])
      expect(await publicReadsOf(answers, pagePath), pagePath).toBeUndefined();
  });
});
