import type { DataRouter, HydrationState } from 'react-router';
import { createBrowserRouter } from 'react-router';
import { discoverStaffRoutes, routes } from './routes';
import { closeEarlyReads } from '../api/early-reads';

/** The storefront's router; `hydrationData` is what a page pre-rendered at build time was rendered with. */
export function createAppRouter(hydrationData?: HydrationState): DataRouter {
  const router = createBrowserRouter(routes, { hydrationData, patchRoutesOnNavigation: discoverStaffRoutes });
  // Reads started by the first screen's loaders are all the early reads there are (api/early-reads.ts).
  void routerReady(router).then(closeEarlyReads);
  return router;
}

/**
 * Resolves once the current URL's lazily loaded screen is here. A pre-rendered page is hydrated only then: before it,
 * the router would render its loading fallback, which is not what the HTML shows.
 */
export function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
