/** The only `fetch` of the renderer: every request carries the session cookie (spec 7). */
export function sessionFetch(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, credentials: 'include' });
}

/** The path part of a URL, without query or hash, so rules by path hold for '/api/products?page=2' too. */
export function pathOfUrl(url: string): string {
  return new URL(url, 'http://guardians.invalid').pathname;
}

/** A cancelled request (TanStack Query aborts queries it no longer needs) is not a failure to report or fall back on. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
