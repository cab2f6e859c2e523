// Which browser permissions the storefront may get. Chromium would otherwise grant most of them silently
// inside Electron (there is no permission prompt), so everything not needed by a feature is refused.
import { isAppOrigin } from './navigation-policy';

/**
 * notifications: guardian blessings; clipboard-sanitized-write: "copy" buttons; fullscreen: media and the
 * storyteller. No microphone or camera: voice is text-to-speech only (speech-to-text is not built).
 */
const STOREFRONT_PERMISSIONS: ReadonlySet<string> = new Set(['notifications', 'clipboard-sanitized-write', 'fullscreen']);

export function isPermissionGranted(permission: string, requestingUrl: string, appOrigin: string): boolean {
  return STOREFRONT_PERMISSIONS.has(permission) && isAppOrigin(requestingUrl, appOrigin);
}
