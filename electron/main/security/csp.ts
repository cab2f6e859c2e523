// The Content-Security-Policy the desktop window enforces on the storefront's responses. It is applied by
// the main process (session.webRequest.onHeadersReceived) so it holds for a remote storefront too.
import { isAppOrigin } from './navigation-policy';

const DIRECTIVES: ReadonlyArray<readonly [string, string]> = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  // Mantine and Emotion-style components write inline style attributes.
  ['style-src', "'self' 'unsafe-inline'"],
  // Product and guardian art may come from a CDN; blob: and data: are generated previews and icons.
  ['img-src', "'self' data: blob: https:"],
  // The voice stream is a WebSocket; https: lets the storefront call configured AI providers.
  ['connect-src', "'self' ws: wss: https:"],
  ['font-src', "'self' data:"],
  // The voice test plays the guardian's voice from a fetched audio blob and from base64 stream chunks.
  ['media-src', "'self' blob: data:"],
  ['object-src', "'none'"],
  ['frame-ancestors', "'none'"],
  ['base-uri', "'self'"],
];

export const CONTENT_SECURITY_POLICY = DIRECTIVES.map(([name, value]) => `${name} ${value}`).join('; ');

export type ResponseHeaders = Record<string, string[]>;

/**
 * Headers for a response: on the app origin any CSP the server sent is replaced by ours (two policies
 * would both be enforced, and the desktop one is authoritative); other responses pass unchanged.
 */
export function withContentSecurityPolicy(responseUrl: string, headers: ResponseHeaders | undefined, appOrigin: string): ResponseHeaders {
  const original = headers ?? {};
  if (!isAppOrigin(responseUrl, appOrigin)) return original;
  const result: ResponseHeaders = {};
  for (const [name, values] of Object.entries(original)) {
    // HTTP header names are case-insensitive and Chromium keeps the server's spelling.
    if (name.toLowerCase() !== 'content-security-policy') result[name] = values;
  }
  result['Content-Security-Policy'] = [CONTENT_SECURITY_POLICY];
  return result;
}
