import type { DataRouter } from 'react-router';
import { createBrowserRouter } from 'react-router';
import { discoverStaffRoutes, storefrontRoutes } from './routes';
import type { RouteReads } from './routes';

/** The storefront's router; its loaders start their screen's first read in `reads`, the app's query client. */
export function createAppRouter(reads?: RouteReads): DataRouter {
  return createBrowserRouter(storefrontRoutes(reads), { patchRoutesOnNavigation: discoverStaffRoutes });
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
