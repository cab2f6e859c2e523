// The server renderer of the storefront's pages (common/prerendered-pages.ts): built by Vite for Node
// (`vite build --ssr`) and run by scripts/prerender-pages.ts at build time and by server/web-render at runtime, inside
// a jsdom window that holds a first visit's state (empty storage, nobody signed in), which is the state in which the
// browser hydrates these pages (main.tsx).
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import type { DehydratedState } from '@tanstack/react-query';
import type { PageAnswer, PageDrawing } from '@common/prerendered-pages';
import { AppProviders, createAppQueryClient } from '../app/app-providers';
import { platform } from '../platform/current-platform';
import { pageQueryState, seedPageAnswers } from '../app/ssr/query-state';
import { routes } from '../app/routes';
import { asReturningCustomersDevice } from '../app/ssr/returning-device';

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

/** A drawn page: the app's HTML and the query cache it was drawn with (undefined: none to carry). */
export interface RenderedPage {
  html: string;
  queryState: DehydratedState | undefined;
}

/**
 * The HTML of the app at `url` (an absolute URL), every lazily loaded part included, drawn with `answers` in its query
 * cache (each checked with its read's schema, as the browser checks what the page carries: app/ssr/query-state.ts),
 * and that cache dehydrated for the browser. The window is a new one per page (server/web-render/page-html.ts), so
 * storage written for one page is never another's.
 */
export async function renderPage(url: string, answers: readonly PageAnswer[] = [], drawing: PageDrawing = {}): Promise<RenderedPage> {
  if (drawing.forSession) asReturningCustomersDevice(platform.storage.local);
  const queryClient = createAppQueryClient(platform);
  await seedPageAnswers(queryClient, answers);
  const handler = createStaticHandler(freshRoutes(routes));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answers a redirect (${context.status}); it cannot be pre-rendered.`);
  if (context.statusCode !== 200) throw new Error(`${url} answers ${context.statusCode}; it cannot be pre-rendered.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // React's static renderer waits for every lazily loaded part and writes it in place, inside the markers by which
  // hydration finds a Suspense boundary's HTML. It would move a large part (over 12.8 kB by default) to the end of the
  // page with an inline script that puts it back, which the CSP refuses (it allows no inline script): no part is too
  // large here, as nothing streams.
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders queryClient={queryClient} drawnStorage={platform.storage.local}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const queryState = pageQueryState(queryClient);
  // The client's timers (garbage collection of unused queries) must not outlive the page.
  queryClient.clear();
  return { html, queryState };
}
