// Writes the HTML of the public pages (common/prerendered-pages.ts) into dist/web/prerendered/, with brotli and gzip
// copies like every file of the build; the server answers these paths with them (server/http/web-app.ts).
// Run by `npm run build:web` after the browser build and the Node build of renderer/src/prerender/render-page.tsx.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Beasties from 'beasties';
import { JSDOM } from 'jsdom';
import {
  DEFERRED_STYLESHEET_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_FOLDER,
  PRERENDERED_PATHS,
  PRERENDERED_SHELLS,
  prerenderedFileOf,
  THEME_VARIABLES_ATTRIBUTE,
} from '../common/prerendered-pages';

const webDist = path.resolve(process.argv[2] ?? 'dist/web');
const ssrBundle = path.resolve(process.argv[3] ?? 'dist/prerender-ssr/render-page.js');
const ORIGIN = 'http://localhost';

/** Node's own globals (fetch, URL, Request, timers…) stay; the window's others are added, as a browser page has them. */
const nodeGlobals = new Set(Object.getOwnPropertyNames(globalThis));

let current: JSDOM | undefined;

/** A first visit's window at `url`: empty storage, nobody signed in, dark colours. */
function enterWindow(url: string, template: string): void {
  current?.window.close();
  const dom = new JSDOM(template, { url, pretendToBeVisual: true });
  current = dom;
  const window = dom.window as unknown as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(window)) {
    if (nodeGlobals.has(key) || key === 'undefined') continue;
    Object.defineProperty(globalThis, key, { value: window[key], configurable: true, writable: true });
  }
  // jsdom has no media queries; a phone-sized first paint is what the server sends to everyone.
  const matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
  for (const key of ['window', 'self', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage'] as const)
    Object.defineProperty(globalThis, key, { value: window[key], configurable: true, writable: true });
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
  Object.defineProperty(globalThis, 'matchMedia', { value: matchMedia, configurable: true, writable: true });
}

/** The element after a page's HTML: the browser paints nothing until its parser has reached it (see `withPage`). */
const PAGE_END_ID = 'prerendered-end';

/**
 * The page's HTML in the app's root. The head's `<link rel="expect" blocking="render">` holds the first paint until the
 * whole page is parsed: on a slow phone Chromium painted mid-parse, with the cookie banner (fixed to the bottom, last in
 * the page) a few lines tall, and its growth upwards as the rest arrived counted as a layout shift (CLS 0.08 in about
 * one first visit of eight at 4× CPU). Browsers without it paint as before.
 */
function withPage(template: string, pagePath: string, html: string): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`${webDist}/index.html has no ${root}`);
  if (!template.includes('</title>')) throw new Error(`${webDist}/index.html has no <title>`);
  return template
    .replace('</title>', `</title><link rel="expect" href="#${PAGE_END_ID}" blocking="render">`)
    .replace(root, `<div id="root" ${PRERENDERED_ATTRIBUTE}="${pagePath}">${html}</div><span id="${PAGE_END_ID}" hidden></span>`);
}

// React's production server renderer, as the pages are served to real visitors.
process.env.NODE_ENV ??= 'production';

/**
 * The stylesheet rules a page's HTML uses go into its head (Beasties), so the first paint waits for no stylesheet. The
 * stylesheet itself is left whole for every other page.
 */
const criticalCss = new Beasties({
  path: webDist,
  publicPath: '/',
  preload: 'body',
  pruneSource: false,
  reduceInlineStyles: false,
  inlineFonts: false,
  logLevel: 'warn',
});

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;

/**
 * The whole stylesheet (Mantine's components, other screens' rules) stays in the head, where the cascade needs it:
 * before the theme's own variables, which Mantine writes into the page. It loads without holding back the first paint
 * (media="print") and main.tsx turns it on; Beasties had moved it to the end of the body, after those variables.
 */
function loadWholeStylesheetAfterPaint(html: string): string {
  const hrefs = [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1]);
  const links = hrefs.map((href) => `<link rel="stylesheet" crossorigin href="${href}" media="print" ${DEFERRED_STYLESHEET_ATTRIBUTE}>`);
  return html.replace(STYLESHEET_LINK, '').replace('</head>', `${links.join('')}</head>`);
}

/** The style Mantine's provider renders first in the app's root: the theme's CSS variables. */
const THEME_VARIABLES_STYLE = /^<style data-mantine-styles="true">([\s\S]*?)<\/style>/;

/**
 * The theme's CSS variables move from the root to the end of the head, marked, so the app hydrates without computing
 * them (renderer/src/app/app-providers.tsx). Last in the head, after the stylesheets, where the cascade had them.
 */
function themeVariablesInHead(html: string, pagePath: string): string {
  const rootStart = `<div id="root" ${PRERENDERED_ATTRIBUTE}="${pagePath}">`;
  const rootAt = html.indexOf(rootStart);
  const at = rootAt + rootStart.length;
  const variables = rootAt === -1 ? null : THEME_VARIABLES_STYLE.exec(html.slice(at));
  if (!variables) throw new Error(`${pagePath}: the theme's variables are not the first thing in the root`);
  const withoutVariables = html.slice(0, at) + html.slice(at + variables[0].length);
  return withoutVariables.replace('</head>', `<style data-mantine-styles="true" ${THEME_VARIABLES_ATTRIBUTE}>${variables[1]}</style></head>`);
}

const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
const outDir = path.join(webDist, PRERENDERED_FOLDER);
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

// The app's modules read the window when they load (the platform is chosen once), so one is there before the import.
enterWindow(`${ORIGIN}/`, template);
const { renderPage } = (await import(pathToFileURL(ssrBundle).href)) as { renderPage: (url: string) => Promise<string> };

// The pages, then the shells (one screen for many paths, rendered at a path of their own).
const renders = [
  ...PRERENDERED_PATHS.map((pagePath) => ({ pagePath, fileName: prerenderedFileOf(pagePath)! })),
  ...PRERENDERED_SHELLS.map((shell) => ({ pagePath: shell.renderedAt, fileName: shell.file })),
];
for (const { pagePath, fileName } of renders) {
  enterWindow(`${ORIGIN}${pagePath}`, template);
  const started = performance.now();
  const page = themeVariablesInHead(
    loadWholeStylesheetAfterPaint(await criticalCss.process(withPage(template, pagePath, await renderPage(`${ORIGIN}${pagePath}`)))),
    pagePath,
  );
  const file = path.join(outDir, fileName);
  writeFileSync(file, page);
  writeFileSync(`${file}.br`, brotliCompressSync(page));
  writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
  console.log(
    `pre-rendered ${pagePath} → ${path.relative(process.cwd(), file)} (${(page.length / 1000).toFixed(1)} kB, ${Math.round(performance.now() - started)} ms)`,
  );
}

// Timers the app's modules started in the window (polls, watchers) must not keep the build waiting.
current?.window.close();
process.exit(0);
