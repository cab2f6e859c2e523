// Pages of the storefront rendered to HTML outside the browser, with React's server renderer built for Node
// (renderer/src/prerender/render-page.tsx, `vite build --ssr`): the public pages at build time
// (scripts/prerender-pages.ts), each product's page when it is first asked for and a signed-in customer's dashboard
// each time they ask (render-worker.ts). The app's modules read the window as they load, so the renderer runs inside a
// jsdom window holding a first visit's state (empty storage, nobody signed in): the state in which the browser hydrates
// these pages (renderer/src/main.tsx); a customer's page is drawn from their answers and a returning device's storage,
// and rendered over instead. It replaces the process's globals, so only a build script or a worker thread may hold one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { JSDOM } from 'jsdom';
import { QUERY_STATE_ELEMENT_ID, PRERENDERED_ATTRIBUTE, SESSION_DRAWN_ATTRIBUTE, THEME_VARIABLES_ATTRIBUTE } from '../../common/prerendered-pages';
import type { PageAnswer, PageDrawing } from '../../common/prerendered-pages';

/** The origin pages are rendered at: the app's links are paths, so none of it shows. */
const ORIGIN = 'http://localhost';

/** The SSR bundle of a web build: beside its folder (dist/web → dist/web-ssr), never inside it, where it would be served. */
export function ssrBundleOf(webDist: string): string {
  return path.join(`${path.resolve(webDist)}-ssr`, 'render-page.mjs');
}

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

/** What the build's server renderer gives for a page (renderer/src/prerender/render-page.tsx): its HTML and query state. */
interface RenderedPage {
  html: string;
  /** TanStack Query's dehydrated state, serialisable as JSON; undefined: nothing to carry. */
  queryState: unknown;
}

/**
 * The query cache a page was drawn with (TanStack Query's dehydrated state) as a JSON data block: never run (so the
 * CSP, which allows no inline script, has nothing to refuse), and every `<` written as `\u003c`, so text in an answer
 * (a product's description) cannot close the element. None: no block.
 */
export function queryStateBlock(queryState: unknown): string {
  if (queryState === undefined) return '';
  const json = JSON.stringify(queryState).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${json}</script>`;
}

/**
 * The page's HTML in the app's root, with the query cache it was drawn with. The head's `<link rel="expect"
 * blocking="render">` holds the first paint until the whole page is parsed: on a slow phone Chromium painted mid-parse,
 * with the cookie banner (fixed to the bottom, last in the page) a few lines tall, and its growth upwards as the rest
 * arrived counted as a layout shift (CLS 0.08 in about one first visit of eight at 4× CPU). Browsers without it paint
 * as before.
 */
function withPage(template: string, rootStart: string, { html, queryState }: RenderedPage): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`index.html has no ${root}`);
  if (!template.includes('</title>')) throw new Error('index.html has no <title>');
  return template
    .replace('</title>', `</title><link rel="expect" href="#${PAGE_END_ID}" blocking="render">`)
    .replace(root, `${rootStart}${html}</div>${queryStateBlock(queryState)}<span id="${PAGE_END_ID}" hidden></span>`);
}

/** The opening tag of a drawn page's root: the path it was drawn at, and whether it was drawn for a signed-in customer. */
function rootStartOf(pagePath: string, forSession: boolean): string {
  return `<div id="root" ${PRERENDERED_ATTRIBUTE}="${pagePath}"${forSession ? ` ${SESSION_DRAWN_ATTRIBUTE}` : ''}>`;
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/g;

/** Holds the place of the whole stylesheet's links while Beasties reads the page (see `wholeStylesheetAside`). */
const STYLESHEETS_PLACE = '<meta name="guardians-whole-stylesheet">';

/**
 * The template without its links to the whole stylesheet (Mantine's components, every screen's rules), a mark in their
 * place, and the links. The whole stylesheet holds the first paint, as in any page of the app: given it, Beasties
 * inlined the rules the page uses and the sheet loaded after the first paint, but turning it on then restyled every
 * element of the page (45–105 ms at 4× CPU, the longest task of a first visit of `/`), and the head's copy of the
 * rules made the HTML 30–40 kB larger; Beasties also never tests selectors against `<html>` itself, so the copy lacked
 * the dark scheme's root variables and a first visit was painted light. FCP is unchanged (the sheet loads beside the
 * HTML); the figures are in docs/performance.md (the eleventh session).
 */
export function wholeStylesheetAside(template: string): { template: string; links: string } {
  const links = [...template.matchAll(STYLESHEET_LINK)].map((match) => match[0]);
  // Written otherwise (another Vite), Beasties would read the sheet and move its link after the theme's variables.
  if (links.length === 0 && /<link\b(?=[^>]*\brel="stylesheet")(?=[^>]*\bhref="\/assets\/)/.test(template)) {
    throw new Error("index.html links the build's stylesheet in a form page-html.ts does not know: update STYLESHEET_LINK");
  }
  if (links.length === 0) return { template, links: '' };
  // The mark where the first link was: the text before it stays as it is when every link goes.
  const at = template.indexOf(links[0]!);
  const withoutLinks = template.replace(STYLESHEET_LINK, '');
  return { template: `${withoutLinks.slice(0, at)}${STYLESHEETS_PLACE}${withoutLinks.slice(at)}`, links: links.join('') };
}

/** The style Mantine's provider renders first in the app's root: the theme's CSS variables. */
const THEME_VARIABLES_STYLE = /^<style data-mantine-styles="true">([\s\S]*?)<\/style>/;

/** Preloads React's server renderer writes before the page (the images it shows first): they belong in the head. */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/?>)+/;

/**
 * The theme's CSS variables move from the root to the end of the head, marked, so the app hydrates without computing
 * them (renderer/src/app/app-providers.tsx). Last in the head, after the stylesheets, where the cascade had them. The
 * image preloads React writes first go to the head too: the root then holds only what hydration finds.
 */
function themeVariablesInHead(html: string, pagePath: string, rootStart: string): string {
  const rootAt = html.indexOf(rootStart);
  const at = rootAt + rootStart.length;
  const preloads = rootAt === -1 ? null : LEADING_PRELOADS.exec(html.slice(at));
  const afterPreloads = at + (preloads?.[0].length ?? 0);
  const variables = rootAt === -1 ? null : THEME_VARIABLES_STYLE.exec(html.slice(afterPreloads));
  if (!variables) throw new Error(`${pagePath}: the theme's variables are not the first thing in the root`);
  const withoutVariables = html.slice(0, at) + html.slice(afterPreloads + variables[0].length);
  return withoutVariables.replace(
    '</head>',
    `${preloads?.[0] ?? ''}<style data-mantine-styles="true" ${THEME_VARIABLES_ATTRIBUTE}>${variables[1]}</style></head>`,
  );
}

/** Marks the stylesheets given to Beasties only as a source of rules: they are taken out of the page afterwards. */
const CRITICAL_SOURCE_ATTRIBUTE = 'data-critical-source';

/**
 * Links to the build's other stylesheets: those of lazily loaded screens and parts (CSS modules of a chunk), which
 * the app's code loads with the chunk. A page drawn with its data (a product's: its price and rating are CSS modules)
 * paints before that code runs, so their rules must be among the page's own, or the first paint is laid out without
 * them and moves when they arrive (a layout shift).
 */
function chunkStylesheetLinks(root: string, template: string): string {
  const assets = path.join(root, 'assets');
  if (!existsSync(assets)) return '';
  return readdirSync(assets)
    .filter((file) => file.endsWith('.css') && !template.includes(`/assets/${file}`))
    .map((file) => `<link rel="stylesheet" href="/assets/${file}" ${CRITICAL_SOURCE_ATTRIBUTE}>`)
    .join('');
}

function withCriticalSources(html: string, links: string): string {
  return html.replace('</head>', `${links}</head>`);
}

function withoutCriticalSources(html: string): string {
  return html.replace(new RegExp(`<link[^>]*${CRITICAL_SOURCE_ATTRIBUTE}[^>]*>`, 'g'), '');
}

type RenderPage = (url: string, answers: readonly PageAnswer[], drawing: PageDrawing) => Promise<RenderedPage>;

export interface PageHtmlRenderer {
  /**
   * The whole HTML document of the page at `pagePath` (a path of the app, without a query), drawn with `answers` in
   * its query cache and carrying that cache for the browser's hydration.
   */
  render(pagePath: string, answers?: readonly PageAnswer[], drawing?: PageDrawing): Promise<string>;
  close(): void;
}

/** A renderer of the web build in `webDist`; its SSR bundle is `ssrBundle` (by default the one beside the build). */
export async function createPageHtmlRenderer(webDist: string, ssrBundle = ssrBundleOf(webDist)): Promise<PageHtmlRenderer> {
  // React's production server renderer, as the pages are served to real visitors.
  process.env.NODE_ENV ??= 'production';
  const root = path.resolve(webDist);
  const template = readFileSync(path.join(root, 'index.html'), 'utf8');
  const wholeStylesheet = wholeStylesheetAside(template);
  /** The rules of lazily loaded chunks the page's HTML uses go into its head (see `chunkStylesheetLinks`). */
  const chunkRules = new Beasties({
    path: root,
    publicPath: '/',
    preload: 'body',
    pruneSource: false,
    reduceInlineStyles: false,
    inlineFonts: false,
    logLevel: 'warn',
  });
  const sources = chunkStylesheetLinks(root, template);
  // The app's modules read the window when they load (the platform is chosen once), so one is there before the import.
  enterWindow(`${ORIGIN}/`, template);
  const { renderPage } = (await import(pathToFileURL(ssrBundle).href)) as { renderPage: RenderPage };
  return {
    async render(pagePath, answers = [], drawing = {}) {
      enterWindow(`${ORIGIN}${pagePath}`, template);
      const drawn = await renderPage(`${ORIGIN}${pagePath}`, answers, drawing);
      const rootStart = rootStartOf(pagePath, drawing.forSession === true);
      const page = withCriticalSources(withPage(wholeStylesheet.template, rootStart, drawn), sources);
      const withChunkRules = withoutCriticalSources(await chunkRules.process(page)).replace(STYLESHEETS_PLACE, () => wholeStylesheet.links);
      return themeVariablesInHead(withChunkRules, pagePath, rootStart);
    },
    // Timers the app's modules started in the window (polls, watchers) must not keep the process waiting.
    close() {
      current?.window.close();
      current = undefined;
    },
  };
}
