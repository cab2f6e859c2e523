// What the service worker does with each request, as pure functions the unit tests can reach. Imported only by
// service-worker.ts, which Workbox's build bundles into one self-contained file.

/** Workbox names its precache guardians-precache-…; the offline answers of the web platform use another name. */
export const CACHE_NAME_PREFIX = 'guardians';
/** The cached page every navigation falls back to offline: the SPA routes in the browser. */
export const SHELL_PAGE_URL = '/index.html';
/** Runtime caches beside Workbox's precache. */
export const RUNTIME_CACHES = { assets: 'guardians-assets', static: 'guardians-static' } as const;
/** Caches of the hand-written worker that Workbox replaced; removed when the new worker takes over. */
const LEGACY_SHELL_CACHE_PREFIX = 'guardians-shell-';

/**
 * page: the network, with the precached shell page offline. asset: content-hashed, so cache first.
 * static: unhashed files of the public folder (icons, web manifest), network first with the cached copy offline.
 * network: not touched, the browser handles it (the API, its writes, the voice socket, the Firebase auth handler).
 */
export type ShellRoute = 'page' | 'asset' | 'static' | 'network';

export interface RequestFacts {
  url: string;
  method: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
}

/** Paths the service worker never answers: the API (never cached here), the voice socket, Firebase's auth handler. */
function isPassThroughPath(path: string): boolean {
  return /^\/(api|ws|__)(\/|$)/.test(path);
}

export function shellRouteFor(request: RequestFacts, origin: string): ShellRoute {
  if (request.method !== 'GET') return 'network';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'network';
  }
  if (url.origin !== origin || isPassThroughPath(url.pathname)) return 'network';
  if (request.mode === 'navigate') return 'page';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if (url.pathname.startsWith('/icons/') || url.pathname === '/manifest.webmanifest') return 'static';
  return 'network';
}

export function isLegacyShellCache(cacheName: string): boolean {
  return cacheName.startsWith(LEGACY_SHELL_CACHE_PREFIX);
}
