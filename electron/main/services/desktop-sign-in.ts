// Google sign-in through the system browser (RFC 8252): begin() makes a one-time nonce and opens the
// storefront's desktop sign-in page with it; complete() receives the guardian://auth link, checks its nonce is
// the one this app is waiting for, exchanges the code at the server and puts the session cookie into the
// window's cookie jar before reloading it signed in.
import { randomBytes } from 'node:crypto';
import type { DesktopSignInLink } from '../security/deep-link';

export const SESSION_COOKIE_NAME = 'guardians_session';
/** A little longer than the server's two-minute code: the user may take a while in the browser first. */
const PENDING_TTL_MS = 10 * 60 * 1000;

export interface SessionCookie {
  url: string;
  name: string;
  value: string;
  httpOnly: true;
  secure: boolean;
  sameSite: 'lax';
  /** Seconds since the epoch. */
  expirationDate?: number;
}

export interface DesktopSignInDependencies {
  appOrigin: () => string;
  openExternal(url: string): Promise<void>;
  fetch(url: string, init: { method: 'POST'; headers: Record<string, string>; body: string }): Promise<Pick<Response, 'ok' | 'status' | 'headers'>>;
  setCookie(cookie: SessionCookie): Promise<void>;
  reloadSignedIn(): void;
  now?: () => number;
  makeNonce?: () => string;
}

export type SignInOutcome = 'signed-in' | 'not-expected' | 'refused';

/** The guardians_session cookie of a response's Set-Cookie headers, with its lifetime in seconds. */
export function sessionCookieFrom(setCookieHeaders: readonly string[]): { value: string; maxAgeSeconds: number | null } | null {
  for (const header of setCookieHeaders) {
    const [pair = '', ...attributes] = header.split(';');
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== SESSION_COOKIE_NAME) continue;
    const value = decodeURIComponent(pair.slice(separator + 1).trim());
    if (value === '') return null;
    const maxAge = attributes.map((attribute) => /^\s*max-age=(\d+)\s*$/i.exec(attribute)?.[1]).find((match) => match !== undefined);
    return { value, maxAgeSeconds: maxAge === undefined ? null : Number(maxAge) };
  }
  return null;
}

export class DesktopSignIn {
  private pending: { nonce: string; startedAt: number } | null = null;
  private readonly now: () => number;
  private readonly makeNonce: () => string;

  constructor(private readonly dependencies: DesktopSignInDependencies) {
    this.now = dependencies.now ?? Date.now;
    this.makeNonce = dependencies.makeNonce ?? (() => randomBytes(32).toString('base64url'));
  }

  /** Opens the system browser at the desktop sign-in page; a new attempt replaces an unfinished one. */
  async begin(): Promise<void> {
    const nonce = this.makeNonce();
    this.pending = { nonce, startedAt: this.now() };
    const page = new URL('/desktop-sign-in', this.dependencies.appOrigin());
    page.searchParams.set('nonce', nonce);
    await this.dependencies.openExternal(page.href);
  }

  /**
   * Only a link answering this app's own pending attempt is exchanged: a link some page fires at guardian://
   * on its own (to sign the app into the attacker's account) has a nonce the app never made.
   */
  async complete(link: DesktopSignInLink): Promise<SignInOutcome> {
    const pending = this.pending;
    if (pending === null || pending.nonce !== link.nonce || this.now() - pending.startedAt > PENDING_TTL_MS) return 'not-expected';
    this.pending = null;
    const origin = this.dependencies.appOrigin();
    const response = await this.dependencies.fetch(new URL('/api/desktop-auth/exchange', origin).href, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: link.code, nonce: link.nonce }),
    });
    const cookie = response.ok ? sessionCookieFrom(response.headers.getSetCookie()) : null;
    if (cookie === null) return 'refused';
    await this.dependencies.setCookie({
      url: origin,
      name: SESSION_COOKIE_NAME,
      value: cookie.value,
      httpOnly: true,
      secure: origin.startsWith('https:'),
      sameSite: 'lax',
      ...(cookie.maxAgeSeconds === null ? {} : { expirationDate: Math.floor(this.now() / 1000) + cookie.maxAgeSeconds }),
    });
    this.dependencies.reloadSignedIn();
    return 'signed-in';
  }
}
