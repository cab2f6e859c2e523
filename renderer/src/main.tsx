import './app/mantine-styles';
import type { ReactNode } from 'react';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, routerReady } from './app/router';
import { createAppQueryClient } from './app/app-providers';
import type { DataRouter } from 'react-router';
import { platform } from './platform/current-platform';
import { PRERENDERED_ATTRIBUTE, RETURNING_VISITOR_ATTRIBUTE, SESSION_DRAWN_ATTRIBUTE } from '@common/prerendered-pages';
import { PAGE_HYDRATION_MARK } from '@common/hydration-marks';
import { registerServiceWorker } from './service-worker/register-service-worker';
import { hydrate } from '@tanstack/react-query';
import { carriedQueryState } from './app/ssr/query-state';
import { asReturningCustomersDevice } from './app/ssr/returning-device';
import { MemoryStorage } from './platform/drawn-storage';
import { followLazyParts, replayEarlyPresses } from './app/ssr/early-presses';

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

/** The code of lazily loaded parts that hydration asks for (their HTML stays until it arrives). */
const lazyParts = followLazyParts(window);

/** Called once the page's first render has committed. */
let firstRenderCommitted: () => void = () => undefined;
const firstRender = new Promise<void>((resolve) => {
  firstRenderCommitted = resolve;
});

/**
 * Once the page's first render has committed and the lazily loaded parts it met are here, the page is the app's:
 * presses kept from before are made again (app/ssr/early-presses.ts) and the pre-rendered marker goes (browser tests
 * wait for it).
 */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    firstRenderCommitted();
    void lazyParts.settled().then(() => {
      replayEarlyPresses(window, container);
      container.removeAttribute(PRERENDERED_ATTRIBUTE);
    });
  }, []);
  return children;
}

/** One query client for the app's life: the router's loaders start the first screen's reads in it. */
const queryClient = createAppQueryClient(platform);

function appWith(router: DataRouter, drawnStorage?: Storage): ReactNode {
  return (
    <StrictMode>
      <Hydrated>
        <App router={router} queryClient={queryClient} drawnStorage={drawnStorage} />
      </Hydrated>
    </StrictMode>
  );
}

/**
 * The storage the HTML in the root was drawn with, when it can be hydrated: a first visit's (empty) for a pre-rendered
 * page, a returning customer's for a page drawn for one (app/ssr/returning-device.ts). Undefined: render afresh.
 */
function drawnStorageOfPage(): Storage | undefined {
  if (!container.hasAttribute(PRERENDERED_ATTRIBUTE)) return undefined;
  const drawn = new MemoryStorage();
  if (container.hasAttribute(SESSION_DRAWN_ATTRIBUTE)) {
    asReturningCustomersDevice(drawn);
    return drawn;
  }
  // Any other pre-rendered page shows a first visit; a returning visitor's browser hid it before the first paint
  // (public/color-scheme.js), as more than stored choices may differ (signed out, no cart).
  return document.documentElement.hasAttribute(RETURNING_VISITOR_ATTRIBUTE) ? undefined : drawn;
}

const drawnStorage = drawnStorageOfPage();
// A page that is hydrated brings the query cache it was drawn with (app/ssr/query-state.ts): it is in the app's cache
// before the first render, and the router's loaders start their reads once that render has committed. Hydration must
// draw exactly what the HTML shows: an answer the page was not drawn with (a landing pre-rendered at build time, without
// the guardians) that came in before would draw more than the HTML holds, which React reports and redraws (#418).
const carried = drawnStorage ? carriedQueryState(document).then((state) => hydrate(queryClient, state)) : Promise.resolve();
const router = createAppRouter(drawnStorage ? firstRender.then(() => queryClient) : Promise.resolve(queryClient));
if (drawnStorage) {
  // Hydrated once the URL's lazily loaded screen is here (before it the router would draw its loading fallback, not
  // what the HTML shows) and the page's query cache is in the app's. In a transition, so React hydrates in slices and
  // a press meanwhile is replayed, never lost; parts whose code is still on its way (`lazyPart`) keep their HTML and
  // are hydrated when it arrives. What this browser's storage changes (the cookie
  // choice, colours) is drawn as it was while hydrating, and redrawn right after (platform/drawn-storage.tsx).
  void Promise.all([routerReady(router), carried]).then(() => {
    // Where hydration starts, for bench/main-thread.ts (a few microseconds).
    performance.mark(PAGE_HYDRATION_MARK);
    startTransition(() => {
      hydrateRoot(container, appWith(router, drawnStorage));
    });
  });
} else {
  // Rendered afresh at once, not in a transition: the router starts meanwhile, and its provider must see that (it
  // subscribes when it commits; a render sliced over several tasks missed the router's start and showed the loading
  // frame for good).
  container.replaceChildren();
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
  // Nothing kept is pressed: the HTML it was pressed on is gone (and was hidden).
  replayEarlyPresses(window, null);
  createRoot(container).render(appWith(router));
}
