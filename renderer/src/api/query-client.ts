import { QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { HIGH_LOAD_TEXT } from '../../../common/system-texts';
import { ApiError, isHighLoadError } from './api-error';
import { throwIfNotOk } from './api-request';
import { CLIENT_ERROR_CODES } from './error-texts';
import type { OfflineAnswer } from './offline-answers';
import {
  isServerUnreachable,
  noteServerReached,
  noteServerUnreachable,
  offlineAnswerFor,
  rememberAnswer,
  watchSessionOf,
} from './offline-answers';
import { readFallbackFor } from './read-fallbacks';
import { isAbortError, pathOfUrl, sessionFetch } from './session-fetch';

/** Spec 9 query defaults. */
export const STALE_TIME_MS = 5 * 60_000;
export const MAX_RETRY_DELAY_MS = 30_000;

/** Spec 9: the n-th retry (from 0) waits min(1000·2^n, 30000) ms. */
export function retryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, MAX_RETRY_DELAY_MS);
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/**
 * Spec 7: "Reads use the query key as the URL". The first part is the path; each later string or number is one
 * more path segment, URL-encoded: ['/api/assessment/email', 'a b@x.io'] → '/api/assessment/email/a%20b%40x.io'.
 * A plain object part becomes the query string: ['/api/products', {guardian: 'biome'}] → '/api/products?guardian=biome'.
 */
export function urlFromQueryKey(queryKey: QueryKey): string {
  const [base, ...rest] = queryKey;
  if (typeof base !== 'string') throw new Error('A query key must start with the URL path, e.g. ["/api/wallet"].');

  let url = base;
  const search = new URLSearchParams();
  for (const part of rest) {
    if (typeof part === 'string' || typeof part === 'number') {
      url = `${url.replace(/\/$/, '')}/${encodeURIComponent(String(part))}`;
    } else if (typeof part === 'object' && part !== null && !Array.isArray(part)) {
      for (const [name, value] of Object.entries(part)) {
        if (value !== undefined && value !== null) search.append(name, String(value));
      }
    } else {
      // An undefined email or id would silently ask for '/undefined': the screen should disable the query instead.
      throw new Error(`Query key ${JSON.stringify(queryKey)} has a part that is not a path segment or parameters.`);
    }
  }
  const query = search.toString();
  if (query === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/**
 * The query function of every read: GET the key's URL with the session cookie. A 401 throws or resolves with null
 * as the query asks (spec 7). A good answer of a cacheable path is kept for offline use; when the server cannot be
 * reached, that kept answer is served (with the offline notice), and otherwise the path's read fallback of spec 8.
 */
export function getQueryFn<T>(
  options: { on401: UnauthorizedBehavior } = { on401: 'throw' },
): QueryFunction<T | null> {
  return async ({ queryKey, signal, client }) => {
    watchSessionOf(client);
    const url = urlFromQueryKey(queryKey);
    const servedFromCache = async (): Promise<OfflineAnswer | null> => offlineAnswerFor(url, { client, queryKey });

    let response: Response;
    try {
      response = await sessionFetch(url, { signal });
    } catch (error) {
      if (isAbortError(error)) throw error;
      noteServerUnreachable();
      const cached = await servedFromCache();
      if (cached) return cached.value as T;
      return answerOrThrowWhenOverloaded<T>(
        url,
        new ApiError(0, HIGH_LOAD_TEXT, { code: CLIENT_ERROR_CODES.network, cause: error }),
      );
    }

    if (response.status === 401 && options.on401 === 'returnNull') {
      noteServerReached(false);
      // Read the unused body: an unread response keeps its request open (and the page never network-idle).
      await response.text().catch(() => '');
      return null;
    }
    try {
      await throwIfNotOk(response);
    } catch (error) {
      if (isServerUnreachable(error)) {
        noteServerUnreachable();
        const cached = await servedFromCache();
        if (cached) return cached.value as T;
      } else {
        noteServerReached(false);
      }
      if (isHighLoadError(error)) return answerOrThrowWhenOverloaded<T>(url, error);
      throw error;
    }
    noteServerReached(true);
    const body = await response.text();
    void rememberAnswer(url, body);
    return (body === '' ? undefined : JSON.parse(body)) as T;
  };
}

function answerOrThrowWhenOverloaded<T>(url: string, highLoadError: ApiError): T {
  const fallback = readFallbackFor(pathOfUrl(url));
  if (fallback.kind === 'throw') throw highLoadError;
  // The fallback stands in for T by design: screens tell it apart by `offline` or by the empty list.
  return fallback.answer as T;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        // Offline, the query function itself answers (kept answer or read fallback): never park a read waiting for the network.
        networkMode: 'always',
        staleTime: STALE_TIME_MS,
        retry: 1,
        retryDelay,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: {
        // Never hold a write back to replay it when the network returns: offline, the API layer refuses it with a sentence.
        networkMode: 'always',
        retry: 1,
        retryDelay,
      },
    },
  });
}

/** The app's one query client. */
export const queryClient = createQueryClient();
