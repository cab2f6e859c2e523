// guardian:// links reach the app from the system browser: as argv of a second instance (Windows, Linux) or
// as an open-url event (macOS). They are untrusted input from any web page, so they are parsed strictly.

export const APP_PROTOCOL = 'guardian';

export interface DesktopSignInLink {
  kind: 'sign-in';
  code: string;
  nonce: string;
}

/** Codes and nonces as randomToken() makes them: 256 bits, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * `guardian://auth?code=…&nonce=…` → its code and nonce; null for anything else (another host or path, a
 * missing, repeated or malformed parameter, extra parameters, credentials or a port).
 */
export function parseDeepLink(raw: string): DesktopSignInLink | null {
  if (raw.length > 512) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_PROTOCOL}:` || url.hostname !== 'auth' || url.username || url.password || url.port) return null;
  if (url.pathname !== '' && url.pathname !== '/') return null;
  const names = [...url.searchParams.keys()].sort();
  if (names.join(',') !== 'code,nonce') return null;
  const code = url.searchParams.get('code') ?? '';
  const nonce = url.searchParams.get('nonce') ?? '';
  return TOKEN.test(code) && TOKEN.test(nonce) ? { kind: 'sign-in', code, nonce } : null;
}

/** The guardian:// link among a second instance's command-line arguments (the OS appends it), if any. */
export function deepLinkFromArgv(argv: readonly string[]): string | null {
  return argv.find((argument) => argument.toLowerCase().startsWith(`${APP_PROTOCOL}://`)) ?? null;
}
