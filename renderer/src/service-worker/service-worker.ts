/// <reference lib="webworker" />
// The web build's service worker (never registered on desktop): the app shell loads offline. Pages are network
// first with the cached index.html as the offline fallback, hashed assets cache first. API requests are left to
// the page, whose API layer keeps and serves each user's last good answers itself; writes are never cached.
import { isOutdatedShellCache, parsePrecacheManifest, SHELL_PAGE_URL, shellCacheName, shellRouteFor } from './shell-routes';

declare const self: ServiceWorkerGlobalScope;

// The build replaces this literal (PRECACHE_PLACEHOLDER) with the manifest's JSON: see renderer/vite.config.ts.
const manifest = parsePrecacheManifest('__GUARDIANS_PRECACHE_MANIFEST__');
const CACHE_NAME = shellCacheName(manifest.version);

async function precacheShell(): Promise<void> {
  const cache = await caches.open(CACHE_NAME);
  // The page must be there for offline navigations; a missing asset is fetched (and kept) on first use instead.
  await cache.add(new Request(SHELL_PAGE_URL, { cache: 'reload' }));
  await Promise.allSettled(manifest.files.map((file) => cache.add(new Request(file, { cache: 'reload' }))));
}

async function removeOutdatedCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => isOutdatedShellCache(name, CACHE_NAME)).map((name) => caches.delete(name)));
}

function isShellPage(response: Response): boolean {
  return response.ok && (response.headers.get('content-type') ?? '').includes('text/html');
}

async function pageNetworkFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE_NAME);
  try {
    const response = await fetch(request);
    // Every route answers the same index.html, so the freshest one stands in for all of them offline.
    if (isShellPage(response)) await cache.put(SHELL_PAGE_URL, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(SHELL_PAGE_URL);
    if (cached) return cached;
    throw error;
  }
}

async function assetCacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE_NAME);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function staticNetworkFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE_NAME);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(precacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(removeOutdatedCaches().then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  switch (shellRouteFor({ url: request.url, method: request.method, mode: request.mode }, self.location.origin)) {
    case 'page':
      event.respondWith(pageNetworkFirst(request));
      return;
    case 'asset':
      event.respondWith(assetCacheFirst(request));
      return;
    case 'static':
      event.respondWith(staticNetworkFirst(request));
      return;
    case 'network':
      return;
  }
});
