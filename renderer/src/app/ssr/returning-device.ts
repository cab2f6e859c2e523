import { consentBannerNeeded, ESSENTIAL_ONLY, storeConsent } from '../../features/consent/lib/cookie-consent';
import { FirstRunStore } from '../../domain/first-run/seen-features';
import { STORAGE_KEYS } from '../../platform/storage-keys';

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

/**
 * Whether this browser is such a device, so the page drawn for the customer can be hydrated as it is; any other
 * (light colours, no cookie choice, the welcome not finished) renders afresh instead, as hydration must find what it
 * would draw itself.
 */
export function isReturningCustomersDevice(storage: Storage, now: number): boolean {
  const firstRun = new FirstRunStore(storage, null);
  return (
    !consentBannerNeeded(storage, now) &&
    firstRun.isOnboardingCompleted() &&
    firstRun.hasSeenFeature('dark-mode-toggle') &&
    storage.getItem(STORAGE_KEYS.darkMode.key) !== 'false'
  );
}
