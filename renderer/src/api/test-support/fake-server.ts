import { vi } from 'vitest';

/** One request as the fake server saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  init: RequestInit;
}

type Handler = (request: SeenRequest) => Response | Promise<Response>;

/**
 * Stands in for `fetch`: answers by 'METHOD path' (query string ignored) and records every request.
 * An unrouted request fails the test loudly instead of reaching a network.
 */
export function installFakeServer(routes: Record<string, Handler>) {
  const requests: SeenRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const request = { method, url, init };
    requests.push(request);
    const handler = routes[`${method} ${url.split('?')[0]}`];
    if (!handler) throw new Error(`Fake server has no route for ${method} ${url}`);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    requests,
    /** Requests sent to one 'METHOD path'. */
    requestsTo(route: string): SeenRequest[] {
      return requests.filter((request) => `${request.method} ${request.url.split('?')[0]}` === route);
    },
  };
}

export function json(body: unknown, status = 200, statusText = ''): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
}

export function text(body: string, status: number, statusText = ''): Response {
  return new Response(body, { status, statusText });
}

export const databaseAvailable = () => json({ available: true });
export const databaseUnavailable = () => json({ available: false });

export function networkDown(): never {
  throw new TypeError('Failed to fetch');
}
