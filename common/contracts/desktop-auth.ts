// Desktop sign-in through the system browser (RFC 8252): the desktop app makes a one-time nonce and opens the
// storefront's desktop sign-in page with it; once signed in there, the page asks for a one-time code bound to
// that nonce and hands both back through guardian://auth; the app exchanges them for its own session.
import { z } from 'zod';
import { CurrentUserResponse } from './accounts';
import type { ApiEndpoint } from './api-endpoint';
import { errorResponse } from './errors';

/** 256 random bits, base64url: what randomToken() makes, and what the desktop app must make for its nonce. */
export const DesktopAuthToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be 43 base64url characters (256 random bits)');

export const DesktopAuthCodeRequest = z.object({ nonce: DesktopAuthToken }).strict().meta({ id: 'DesktopAuthCodeRequest' });
export type DesktopAuthCodeRequest = z.infer<typeof DesktopAuthCodeRequest>;

export const DesktopAuthCodeResponse = z
  .object({
    code: DesktopAuthToken,
    expiresAt: z.string().datetime(),
  })
  .meta({ id: 'DesktopAuthCodeResponse' });
export type DesktopAuthCodeResponse = z.infer<typeof DesktopAuthCodeResponse>;

export const DesktopAuthExchangeRequest = z.object({ code: DesktopAuthToken, nonce: DesktopAuthToken }).strict().meta({ id: 'DesktopAuthExchangeRequest' });
export type DesktopAuthExchangeRequest = z.infer<typeof DesktopAuthExchangeRequest>;

export const DESKTOP_AUTH_ERROR_CODES = ['DESKTOP_CODE_INVALID', 'DESKTOP_CODE_EXPIRED', 'DESKTOP_CODE_USED', 'DESKTOP_NONCE_MISMATCH'] as const;
export type DesktopAuthErrorCode = (typeof DESKTOP_AUTH_ERROR_CODES)[number];

const refused = errorResponse(
  'The code is unknown (DESKTOP_CODE_INVALID), expired (DESKTOP_CODE_EXPIRED), already used (DESKTOP_CODE_USED) or bound to another nonce (DESKTOP_NONCE_MISMATCH); invalid fields are VALIDATION_FAILED',
);

export const desktopAuthEndpoints = {
  postDesktopAuthCode: {
    method: 'post',
    path: '/api/desktop-auth/code',
    summary: 'Issue a one-time code bound to the desktop app’s nonce, for the signed-in browser session (valid 2 minutes, single use)',
    tag: 'accounts',
    request: { body: DesktopAuthCodeRequest },
    responses: {
      201: { description: 'The code to hand to the desktop app through guardian://auth', body: DesktopAuthCodeResponse },
      400: errorResponse('The nonce is missing or malformed (VALIDATION_FAILED)'),
      401: errorResponse('Not signed in (UNAUTHENTICATED)'),
      403: errorResponse('A write from another site (BAD_ORIGIN)'),
    },
  },
  postDesktopAuthExchange: {
    method: 'post',
    path: '/api/desktop-auth/exchange',
    summary: 'Exchange a one-time code and its nonce for a session cookie of the desktop window',
    tag: 'accounts',
    request: { body: DesktopAuthExchangeRequest },
    responses: { 200: { description: 'Signed in; the session cookie is set', body: CurrentUserResponse }, 400: refused },
  },
} satisfies Record<string, ApiEndpoint>;
