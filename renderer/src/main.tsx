import './app/mantine-styles';
import type { ReactNode } from 'react';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, routerReady } from './app/router';
import type { DataRouter } from 'react-router';
import { platform } from './platform/current-platform';
import { PRERENDERED_ATTRIBUTE, RETURNING_VISITOR_ATTRIBUTE, SESSION_DRAWN_ATTRIBUTE } from '@common/prerendered-pages';
import { PAGE_HYDRATION_MARK } from '@common/hydration-marks';
import { registerServiceWorker } from './service-worker/register-service-worker';
import { checkedPageAnswers } from './api/page-answers';
import type { SeededAnswer } from './api/page-answers';
import { isReturningCustomersDevice } from './app/ssr/returning-device';
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

/**
 * Once the page's first render has committed and the lazily loaded parts it met are here, the page is the app's:
 * presses kept from before are made again (app/ssr/early-presses.ts) and the pre-rendered marker goes (browser tests
 * wait for it).
 */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    void lazyParts.settled().then(() => {
      replayEarlyPresses(window);
      container.removeAttribute(PRERENDERED_ATTRIBUTE);
    });
  }, []);
  return children;
}

function appWith(router: DataRouter, answers?: readonly SeededAnswer[]): ReactNode {
  return (
    <StrictMode>
      <Hydrated>
        <App router={router} answers={answers} />
      </Hydrated>
    </StrictMode>
  );
}

/** Whether the HTML in the root shows what this browser's app would draw first, so it can be hydrated. */
function hydratable(): boolean {
  if (!container.hasAttribute(PRERENDERED_ATTRIBUTE)) return false;
  // A page drawn for its signed-in customer shows a returning customer's device (app/ssr/returning-device.ts).
  if (container.hasAttribute(SESSION_DRAWN_ATTRIBUTE)) {
    try {
      return isReturningCustomersDevice(window.localStorage, Date.now());
    } catch {
      return false;
    }
  }
  // Any other pre-rendered page shows a first visit; a returning visitor's browser hid it before the first paint
  // (public/color-scheme.js), as it may show the wrong state (signed out, dark colours, no cart).
  return !document.documentElement.hasAttribute(RETURNING_VISITOR_ATTRIBUTE);
}

const router = createAppRouter();
if (hydratable()) {
  // Hydrated once the URL's lazily loaded screen is here (before it the router would draw its loading fallback, not
  // what the HTML shows), with the answers the page was drawn with in the cache (api/page-answers.ts). In a transition,
  // so React hydrates in slices and a press meanwhile is replayed, never lost; parts whose code is still on its way
  // (`lazyPart`) keep their HTML and are hydrated when it arrives.
  void Promise.all([routerReady(router), checkedPageAnswers()]).then(([, answers]) => {
    // Where hydration starts, for bench/main-thread.ts (a few microseconds).
    performance.mark(PAGE_HYDRATION_MARK);
    startTransition(() => {
      hydrateRoot(container, appWith(router, answers));
    });
  });
} else {
  // Rendered afresh at once, not in a transition: the router starts meanwhile, and its provider must see that (it
  // subscribes when it commits; a render sliced over several tasks missed the router's start and showed the loading
  // frame for good).
  container.replaceChildren();
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
  // Nothing kept is pressed: the HTML it was pressed on is gone (and was hidden).
  replayEarlyPresses(window);
  createRoot(container).render(appWith(router));
}
