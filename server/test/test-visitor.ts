// A browser as far as the API can tell: it keeps the session cookie the server sets and sends the page's Origin on
// writes, as a real browser does on the storefront.
import { SESSION_COOKIE } from '../modules/sessions/sessions.service';
import type { TestApp } from './test-context';

export interface VisitorOptions {
  /** Origin header of writes; the app's own origin by default, null to send none (like curl). */
  origin?: string | null;
  /** Sent as X-Forwarded-For, which test servers trust from loopback (startTestApp): a distinct client address per visitor. */
  address?: string;
}

export class TestVisitor {
  /** The session token the browser holds, or undefined. */
  sessionToken: string | undefined;
  readonly #app: TestApp;
  readonly #options: VisitorOptions;

  constructor(app: TestApp, options: VisitorOptions = {}) {
    this.#app = app;
    this.#options = options;
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const method = (init.method ?? 'GET').toUpperCase();
    if (this.sessionToken !== undefined && !headers.has('cookie')) headers.set('cookie', `${SESSION_COOKIE}=${this.sessionToken}`);
    const origin = this.#options.origin === undefined ? this.#app.url : this.#options.origin;
    if (method !== 'GET' && origin !== null && !headers.has('origin')) headers.set('origin', origin);
    if (this.#options.address && !headers.has('x-forwarded-for')) headers.set('x-forwarded-for', this.#options.address);
    const response = await this.#app.request(path, { ...init, method, headers });
    this.#remember(response);
    return response;
  }

  get(path: string, init: RequestInit = {}): Promise<Response> {
    return this.request(path, init);
  }

  post(path: string, body?: unknown, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (body !== undefined) headers.set('content-type', 'application/json');
    return this.request(path, { ...init, method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  patch(path: string, body: unknown, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('content-type', 'application/json');
    return this.request(path, { ...init, method: 'PATCH', headers, body: JSON.stringify(body) });
  }

  #remember(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      if (pair.slice(0, separator).trim() !== SESSION_COOKIE) continue;
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [name = '', attributeValue = ''] = attribute.trim().split('=');
        if (name.toLowerCase() === 'max-age') return Number(attributeValue) <= 0;
        if (name.toLowerCase() === 'expires') return Date.parse(attributeValue) <= Date.now();
        return false;
      });
      this.sessionToken = expired || value === '' ? undefined : value;
    }
  }
}

/** The Set-Cookie header of the session cookie, for checking its attributes. */
export function sessionSetCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((header) => header.startsWith(`${SESSION_COOKIE}=`));
}

let visitorCount = 0;

/** A unique, valid email for a test account. */
export function uniqueEmail(label = 'visitor'): string {
  visitorCount += 1;
  return `${label}-${visitorCount}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
