import { ESSENTIAL_ONLY, storeConsent } from '../../features/consent/lib/cookie-consent';
import { FirstRunStore } from '../../domain/first-run/seen-features';

/**
 * The device a page drawn for a signed-in customer is drawn for (server/web-render/session-pages.ts): the cookie
 * choice made, the welcome finished, the colour toggle seen, dark colours. So no banner or welcome is drawn to vanish a
 * second later.
 */
export function asReturningCustomersDevice(storage: Storage): void {
  storeConsent(storage, ESSENTIAL_ONLY, Date.now());
  const firstRun = new FirstRunStore(storage, null);
  firstRun.completeOnboarding();
  firstRun.markFeatureSeen('dark-mode-toggle');
}
