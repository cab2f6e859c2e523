/// <reference lib="webworker" />
// The web build's service worker (never registered on desktop), built with Workbox by vite-plugin-pwa
// (injectManifest, renderer/vite.config.ts): the app shell loads offline. Pages are network first with the
// precached index.html as the offline fallback, hashed assets cache first, icons and the web manifest network first.
// API requests are left to the page, whose API layer keeps and serves each user's last good answers itself; writes,
// the voice socket and Firebase's auth handler are never touched (shellRouteFor).
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import type { PrecacheEntry } from 'workbox-precaching';
import { cleanupOutdatedCaches, PrecacheFallbackPlugin, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { CACHE_NAME_PREFIX, isLegacyShellCache, RUNTIME_CACHES, SHELL_PAGE_URL, shellRouteFor } from './shell-routes';
import type { ShellRoute } from './shell-routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

setCacheNameDetails({ prefix: CACHE_NAME_PREFIX });
void self.skipWaiting();
clientsClaim();

const routeIs =
  (route: ShellRoute) =>
  ({ request }: { request: Request }): boolean =>
    shellRouteFor({ url: request.url, method: request.method, mode: request.mode }, self.location.origin) === route;

// Pages come from the network; offline, the precached index.html of this very build stands in for every route (a
// page kept per URL could name chunks an update has removed). Registered before the precache route, which would
// otherwise answer '/' from the cache as its directory index.
registerRoute(routeIs('page'), new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: SHELL_PAGE_URL })] }));

// The build replaces self.__WB_MANIFEST with the built scripts, styles and index.html, each with its revision.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A hashed asset missing from the precache (an older tab's lazy chunk) is fetched once and kept.
registerRoute(routeIs('asset'), new CacheFirst({ cacheName: RUNTIME_CACHES.assets }));
registerRoute(routeIs('static'), new NetworkFirst({ cacheName: RUNTIME_CACHES.static }));

// The hand-written worker of earlier builds kept everything in guardians-shell-<version> caches.
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(names.filter(isLegacyShellCache).map((name) => caches.delete(name)))));
});
