// Public pages whose HTML is rendered at build time (scripts/prerender-pages.ts), so a phone paints them before any
// script has run. Only pages that show nobody's data: what changes is fetched after the page is taken over.

/** Paths as the browser asks for them, without a query: a query changes what these pages show. */
export const PRERENDERED_PATHS = ['/', '/marketplace', '/vitamin-d-analysis', '/find-expert', '/terms', '/privacy', '/cookie-policy'] as const;

export type PrerenderedPath = (typeof PRERENDERED_PATHS)[number];

/** Where the build keeps them, under the web build's folder. */
export const PRERENDERED_FOLDER = 'prerendered';

/** The root element of a pre-rendered page carries this attribute (its path), so the app takes its HTML over. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Set on <html> before the first paint (renderer/public/color-scheme.js) when the browser holds anything of a
 * previous visit, or is the desktop window: pre-rendered HTML shows a first visit, so it stays hidden there
 * (renderer/index.html) and the app renders afresh (renderer/src/main.tsx).
 */
export const RETURNING_VISITOR_ATTRIBUTE = 'data-returning-visitor';

/**
 * A pre-rendered page's head holds the theme's CSS variables in a style with this attribute, written at build time:
 * the app then does not compute them again (Mantine's MantineCssVariables, about 40 ms of a phone's first task).
 */
export const THEME_VARIABLES_ATTRIBUTE = 'data-theme-variables';

/**
 * Pages drawn afresh for the signed-in customer who asks for them (server/web-render/session-pages.ts), with that
 * customer's answers: a returning customer's dashboard paints with their numbers before any script has run. Sent
 * private and never kept; a visitor, or a customer whose page could not be drawn in time, gets the pre-rendered page.
 */
export const SESSION_DRAWN_PATHS = ['/vitamin-d-analysis'] as const;

/**
 * The root of a page drawn for a signed-in customer carries this attribute beside PRERENDERED_ATTRIBUTE: it shows
 * even to a returning visitor (renderer/index.html), and the app renders over it (renderer/src/main.tsx), so whatever
 * the browser's storage says differently from the state it was drawn in (colours, cookie choice, cart) is corrected.
 */
export const SESSION_DRAWN_ATTRIBUTE = 'data-drawn-for-session';

/** How the server renderer draws a page besides its answers (server/web-render/page-html.ts). */
export interface PageDrawing {
  /**
   * For the signed-in customer whose answers it carries (SESSION_DRAWN_PATHS): in the state of a returning customer's
   * device (renderer/src/prerender/render-page.tsx), its root marked with SESSION_DRAWN_ATTRIBUTE.
   */
  forSession?: boolean;
}

/**
 * Pages of one screen for many paths, pre-rendered once as the screen shows before its data (the frame and the
 * placeholder): every product page shares one, rendered at `renderedAt` (a slug no product has). The pattern is the shape
 * of every slug the catalogue writes (lower-case letters, digits and hyphens: brand-products' `slugify`); any other path
 * below /marketplace/product/ gets the app page and renders afresh.
 */
export const PRERENDERED_SHELLS = [
  { pattern: /^\/marketplace\/product\/[a-z0-9][a-z0-9-]{0,119}$/, renderedAt: '/marketplace/product/-', file: 'marketplace--product.html' },
] as const;

/**
 * The file name of a pre-rendered path ('/' → 'index.html', '/find-expert' → 'find-expert.html', a product page → the
 * product shell's); undefined for others.
 */
export function prerenderedFileOf(path: string): string | undefined {
  if ((PRERENDERED_PATHS as readonly string[]).includes(path)) return path === '/' ? 'index.html' : `${path.slice(1).replaceAll('/', '--')}.html`;
  return PRERENDERED_SHELLS.find((shell) => shell.pattern.test(path))?.file;
}

/**
 * A page rendered with answers (a product's page, server/web-render) carries the query cache it was drawn with, as
 * TanStack Query's dehydrated state, in a JSON data block with this id: the browser hydrates its query cache from it
 * before the router starts, so its first render draws what the HTML shows (renderer/src/app/ssr/query-state.ts).
 */
export const QUERY_STATE_ELEMENT_ID = 'query-state';

/** A part of a query's key: a path segment, or the query's parameters (renderer/src/api/query-client.ts). */
export type QueryKeyPart = string | Readonly<Record<string, string | number>>;

/** One answer a page was drawn with: the query's key (its URL, renderer/src/api/query-client.ts) and the server's answer. */
export interface PageAnswer {
  queryKey: readonly QueryKeyPart[];
  answer: unknown;
}

/**
 * The window event a lazily loaded part of the renderer sends, as it is first committed, with the promise of its
 * content being shown (renderer/src/ui/lazy-part.tsx), so a press kept from before hydration is made once that part
 * can take it (renderer/src/app/ssr/early-presses.ts).
 */
export const LAZY_PART_LOADING_EVENT = 'guardians:lazy-part-loading';
