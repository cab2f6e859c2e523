import './app/mantine-styles';
import type { ReactNode } from 'react';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { render as renderOver } from 'preact';
import type { VNode } from 'preact';
import { App } from './app/app';
import { createAppRouter, routerReady } from './app/router';
import type { DataRouter } from 'react-router';
import { platform } from './platform/current-platform';
import { PRERENDERED_ATTRIBUTE, RETURNING_VISITOR_ATTRIBUTE, SESSION_DRAWN_ATTRIBUTE } from '@common/prerendered-pages';
import { registerServiceWorker } from './service-worker/register-service-worker';
import { hydrateInSlices, whenDeferredLoaded, whenHydrated } from './ui/deferred';
import { takeOverOnUse } from './ui/take-over-on-use';
import { checkedPageAnswers } from './api/page-answers';
import type { SeededAnswer } from './api/page-answers';

// Lets styles and browser tests tell the desktop window from a browser tab.
document.documentElement.dataset.platform = platform.kind;

// The web build's offline app shell: after the page has loaded, so installing never slows the first visit.
window.addEventListener('load', () => {
  void registerServiceWorker({
    production: import.meta.env.PROD,
    platformKind: platform.kind,
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
  });
});

const root = document.getElementById('root');
if (!root) throw new Error('renderer/index.html must contain <div id="root">.');

const container = root;
/** A page drawn for its signed-in customer (server/web-render/session-pages.ts): rendered over, see `takeOver`. */
const drawnForSession = root.hasAttribute(SESSION_DRAWN_ATTRIBUTE);

/** Once every part has been hydrated the page is the app's: the pre-rendered marker goes (browser tests wait for it). */
function TakenOver({ children }: { children: ReactNode }) {
  useEffect(() => {
    void whenHydrated().then(() => container.removeAttribute(PRERENDERED_ATTRIBUTE));
  }, []);
  return children;
}

/** The app around a router (made when the page is ready for it: see below). */
function appWith(router: DataRouter, answers?: readonly SeededAnswer[]): ReactNode {
  return (
    <StrictMode>
      <TakenOver>
        <App router={router} answers={answers} />
      </TakenOver>
    </StrictMode>
  );
}

/**
 * Takes a drawn page over. A page drawn for its signed-in customer (server/web-render/session-pages.ts) shows a
 * returning customer's device (cookie choice made, dark colours…), which this browser's storage may contradict, and
 * hydration keeps what it finds (an attribute such as the colour toggle's label stays as drawn). So that page is
 * rendered over: Preact's own render() (React DOM's, as preact/compat gives it, empties the root first) reuses the drawn
 * elements and corrects every attribute and text that differs, and keeps the HTML of a part that is not ready yet (its
 * code still loading, or `HydrateLater` waiting its turn) as hydration does (with one change to Preact's Suspense:
 * renderer/preact-suspense-over-html.ts). Other drawn pages show a first visit and are hydrated.
 */
function takeOver(page: ReactNode): void {
  if (drawnForSession) renderOver(page as unknown as VNode, container);
  else hydrateRoot(container, page);
}

// The app is written against React's API and runs on Preact (renderer/preact-aliases.ts): a sixth of React DOM's
// bytes, but Preact hydrates and renders in one task where React sliced the work, so the page marks where to slice it
// (`HydrateLater`, docs/performance.md).
if (root.hasAttribute(PRERENDERED_ATTRIBUTE) && (drawnForSession || !document.documentElement.hasAttribute(RETURNING_VISITOR_ATTRIBUTE))) {
  // A first visit of a page pre-rendered at build time (npm run build:web), or a page drawn for its signed-in customer
  // (returning or not): its HTML is on screen, links working, and the app takes it over when the visitor first uses it
  // or after a few seconds (ui/take-over-on-use.ts; a press made meanwhile is held and made again once the app is
  // there). The router then starts (matching the URL and asking for the screen's code) in a task of its own; the HTML
  // stays until the screen's code is here, so the router's loading fallback never replaces it; Preact then takes it
  // over (`takeOver`; the parts still loading keep their HTML until their code arrives: ui/deferred.tsx). The parts
  // marked `HydrateLater` are taken over afterwards, each in a task of its own, so no single task blocks the page for
  // long.
  const use = takeOverOnUse(() => {
    const router = createAppRouter();
    // A page drawn with answers (a product's, a customer's) is taken over with them in the cache, so it draws what the
    // HTML shows.
    void Promise.all([routerReady(router), checkedPageAnswers()])
      .then(([, answers]) => hydrateInSlices(() => takeOver(appWith(router, answers))))
      // Presses are made again once every part, and every deferred component's code, is the app's.
      .then(whenDeferredLoaded)
      .then(() => use.replay());
  });
} else {
  // Anything else renders afresh, at once. Pre-rendered HTML shows a first visit; a returning visitor's browser hid it
  // before the first paint (public/color-scheme.js), as it may show the wrong state (signed out, dark colours, no cart).
  root.replaceChildren();
  createRoot(root).render(appWith(createAppRouter()));
}
