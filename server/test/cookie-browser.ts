// A browser that keeps every cookie the API sets (the session and, for instance, the guest assessment claim) and
// sends the page's Origin on writes, for tests where more than the session cookie matters.
import type { TestApp } from './test-context';

export class CookieBrowser {
  readonly cookies = new Map<string, string>();
  readonly #app: TestApp;
  readonly #address: string | undefined;

  /** `address` is sent as X-Forwarded-For, so each browser can count as its own client for rate limits. */
  constructor(app: TestApp, options: { address?: string } = {}) {
    this.#app = app;
    this.#address = options.address;
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const method = (init.method ?? 'GET').toUpperCase();
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    if (method !== 'GET') headers.set('origin', this.#app.url);
    if (this.#address) headers.set('x-forwarded-for', this.#address);
    const response = await this.#app.request(path, { ...init, method, headers });
    this.#remember(response);
    return response;
  }

  get(path: string): Promise<Response> {
    return this.request(path);
  }

  post(path: string, body?: unknown): Promise<Response> {
    const headers = new Headers();
    if (body !== undefined) headers.set('content-type', 'application/json');
    return this.request(path, { method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  #remember(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', attributeValue = ''] = attribute.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(attributeValue) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(attributeValue) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** The Set-Cookie header of one cookie in a response, for checking its attributes. */
export function setCookieHeader(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((header) => header.startsWith(`${name}=`));
}
