// The guardian:// link that hands a browser sign-in back to the desktop app (parsed by electron/main/security/deep-link.ts).
export const DESKTOP_APP_PROTOCOL = 'guardian';

export function desktopAppLink(code: string, nonce: string): string {
  return `${DESKTOP_APP_PROTOCOL}://auth?${new URLSearchParams({ code, nonce }).toString()}`;
}

/** This page with the app's nonce, where the Google redirect sign-in comes back to. */
export function desktopSignInPath(nonce: string): string {
  return `/desktop-sign-in?${new URLSearchParams({ nonce }).toString()}`;
}
