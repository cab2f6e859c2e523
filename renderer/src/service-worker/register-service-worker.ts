import type { PlatformKind } from '../platform/platform';

/** Served by the API server from the root of the web build, with Cache-Control: no-cache. */
export const SERVICE_WORKER_URL = '/service-worker.js';

export interface ServiceWorkerHost {
  /** import.meta.env.PROD: the dev server has no built worker and must never be shadowed by a cached shell. */
  production: boolean;
  platformKind: PlatformKind;
  /** navigator.serviceWorker, absent in old browsers and insecure contexts. */
  serviceWorker: Pick<ServiceWorkerContainer, 'register'> | undefined;
}

/** Only the production web build: the desktop window loads its own local or remote storefront and keeps its own cache. */
export function shouldRegisterServiceWorker(host: ServiceWorkerHost): host is ServiceWorkerHost & { serviceWorker: Pick<ServiceWorkerContainer, 'register'> } {
  return host.production && host.platformKind === 'web' && host.serviceWorker !== undefined;
}

/** Registers the worker; a failure leaves the app working online, so it is only logged. */
export async function registerServiceWorker(host: ServiceWorkerHost, log: (message: string, error: unknown) => void = console.warn): Promise<boolean> {
  if (!shouldRegisterServiceWorker(host)) return false;
  try {
    // updateViaCache 'none': a new build's worker is picked up on the next load, whatever the HTTP cache holds.
    await host.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
    return true;
  } catch (error) {
    log('The offline app shell could not be installed; the storefront works online as usual.', error);
    return false;
  }
}
