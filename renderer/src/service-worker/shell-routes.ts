// What the service worker does with each request, as pure functions the unit tests can reach. Imported only by
// service-worker.ts, so the worker's bundle stays one self-contained file.

/** Every cache of the app shell starts with this; the offline answers of the web platform use another name. */
export const SHELL_CACHE_PREFIX = 'guardians-shell-';
/** The cached page every navigation falls back to offline: the SPA routes in the browser. */
export const SHELL_PAGE_URL = '/index.html';
/** Replaced at build time (renderer/vite.config.ts) by the JSON of the files to precache. */
export const PRECACHE_PLACEHOLDER = '__GUARDIANS_PRECACHE_MANIFEST__';

/**
 * page: network first, the cached shell page offline. asset: content-hashed, so cache first.
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

export interface PrecacheManifest {
  /** Changes with every build whose files changed: it names the cache. */
  version: string;
  /** Root-relative URLs of the built scripts and styles, e.g. /assets/index-AbCd1234.js. */
  files: string[];
}

/** Reads the manifest the build wrote into the worker; a worker that was not built (dev) precaches only the page. */
export function parsePrecacheManifest(raw: string): PrecacheManifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { version: 'dev', files: [] };
  }
  if (typeof parsed !== 'object' || parsed === null) return { version: 'dev', files: [] };
  const { version, files } = parsed as Record<string, unknown>;
  const safeVersion = typeof version === 'string' && /^[\w.-]{1,64}$/.test(version) ? version : 'dev';
  const safeFiles = Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string' && /^\/assets\/[^/\\]+$/.test(file)) : [];
  return { version: safeVersion, files: safeFiles };
}

export function shellCacheName(version: string): string {
  return `${SHELL_CACHE_PREFIX}${version}`;
}

/** Caches of earlier builds of the shell, removed when a new worker takes over. Other caches are not ours to touch. */
export function isOutdatedShellCache(cacheName: string, currentCacheName: string): boolean {
  return cacheName.startsWith(SHELL_CACHE_PREFIX) && cacheName !== currentCacheName;
}
