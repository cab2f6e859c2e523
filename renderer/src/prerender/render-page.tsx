// The build-time renderer of the public pages (common/prerendered-pages.ts): built by Vite for Node
// (`vite build --ssr`) and run by scripts/prerender-pages.ts inside a jsdom window that holds a first visit's state
// (empty storage, nobody signed in), which is the state in which the browser hydrates these pages (main.tsx).
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import type { PageAnswer, PageDrawing } from '@common/prerendered-pages';
import { checkedPageAnswers } from '../api/page-answers';
import { AppProviders } from '../app/app-providers';
import { routes } from '../app/routes';
import { beginPrerenderPass } from '../ui/deferred';
import { ESSENTIAL_ONLY, storeConsent } from '../features/consent/lib/cookie-consent';
import { FirstRunStore } from '../domain/first-run/seen-features';

/**
 * A page drawn for a signed-in customer shows what their own device most likely shows: the cookie choice made and
 * the welcome finished, so no banner or welcome is drawn to vanish a second later. Whatever their browser holds
 * differently (another choice, light colours) the app corrects when it renders over the page (main.tsx).
 */
function asReturningCustomersDevice(storage: Storage): void {
  storeConsent(storage, ESSENTIAL_ONLY, Date.now());
  const firstRun = new FirstRunStore(storage, null);
  firstRun.completeOnboarding();
  firstRun.markFeatureSeen('dark-mode-toggle');
}

/**
 * The route table with each route's `lazy` object copied: React Router empties that object once it has loaded the
 * screen, so a second render of the same path (the server draws many product pages) would find nothing to load and
 * draw the loading fallback.
 */
function freshRoutes(tree: RouteObject[]): RouteObject[] {
  return tree.map(
    (route) =>
      ({
        ...route,
        ...(route.lazy && typeof route.lazy === 'object' ? { lazy: { ...route.lazy } } : {}),
        ...(route.children ? { children: freshRoutes(route.children) } : {}),
      }) as RouteObject,
  );
}

/**
 * The HTML of the app at `url` (an absolute URL), every lazily loaded part included, drawn with `answers` in its query
 * cache (checked as the browser will check them before hydrating: api/page-answers.ts). The window is a new one per
 * page (server/web-render/page-html.ts), so storage written for one page is never another's.
 */
export async function renderPage(url: string, answers: readonly PageAnswer[] = [], drawing: PageDrawing = {}): Promise<string> {
  if (drawing.forSession) asReturningCustomersDevice(window.localStorage);
  const seeded = await checkedPageAnswers(answers);
  const handler = createStaticHandler(freshRoutes(routes));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answers a redirect (${context.status}); it cannot be pre-rendered.`);
  if (context.statusCode !== 200) throw new Error(`${url} answers ${context.statusCode}; it cannot be pre-rendered.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (
    <StrictMode>
      <AppProviders answers={seeded}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );
  // Preact's server renderer (renderer/preact-aliases.ts) waits for every lazily loaded part and writes it in place
  // between comment markers, where the browser's hydration finds it while that part's code is still on its way
  // (ui/deferred.tsx); no inline script reveals anything late, as the CSP allows none.
  beginPrerenderPass();
  return renderToStringAsync(page as unknown as VNode);
}
