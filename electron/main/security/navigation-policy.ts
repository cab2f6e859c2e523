// Where the window may go. The app origin is the storefront the window was opened on (the embedded
// server's http://127.0.0.1:<port> or the remote GUARDIANS_API_URL); everything else is someone else's page.
import { toSafeExternalUrl } from './safe-external-url';

/** True when `candidate` is a URL on exactly `appOrigin` (scheme, host and port). */
export function isAppOrigin(candidate: string, appOrigin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(candidate);
  } catch {
    return false;
  }
  // Opaque origins (file:, data:, about:) serialise as the string "null" and must never match anything.
  if (parsed.origin === 'null') return false;
  return parsed.origin === appOrigin;
}

export type InAppNavigationDecision =
  | { action: 'allow' }
  /** The page stays put; a safe link is shown in the system browser instead of inside the app. */
  | { action: 'block'; openExternally: string | null };

/** For a page or frame inside the window trying to navigate (link click, location change, redirect). */
export function decideInAppNavigation(target: string, appOrigin: string): InAppNavigationDecision {
  if (isAppOrigin(target, appOrigin)) return { action: 'allow' };
  return { action: 'block', openExternally: toSafeExternalUrl(target) };
}

export type WindowOpenDecision =
  /** A target=_blank link to the storefront itself: show it in the one app window. */
  { action: 'navigate-in-app'; url: string } | { action: 'open-externally'; url: string } | { action: 'drop' };

/**
 * For window.open and target=_blank. The app never creates a second Electron window (it would escape
 * these guards' bookkeeping); web and mail links go to the system browser, anything else is dropped.
 */
export function decideWindowOpen(target: string, appOrigin: string): WindowOpenDecision {
  if (isAppOrigin(target, appOrigin)) return { action: 'navigate-in-app', url: target };
  const external = toSafeExternalUrl(target);
  return external === null ? { action: 'drop' } : { action: 'open-externally', url: external };
}
