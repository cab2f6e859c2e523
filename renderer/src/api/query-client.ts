import type { DefaultOptions, QueryFunction, QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { HIGH_LOAD_TEXT } from '@common/system-texts';
import type { ApiEndpoint } from '@common/contracts/api-endpoint';
import { ApiError, isHighLoadError } from './api-error';
import type { EndpointAddress, EndpointAnswer, EndpointSource, OptionalIfEmpty } from './endpoint';
import { endpointKey, successSchema } from './endpoint';
import { parseAnswer, parseJsonText } from './api-json';
import type { SchemaSource } from './schema-source';
import { resolveSchema } from './schema-source';
import type { ApiClient } from './api-request';
import { isServerUnreachable } from './api-request';
import { CLIENT_ERROR_CODES } from './error-texts';
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
 * The app's query client: TanStack's, carrying the API client its query functions and hooks use, as the
 * QueryClient itself is handed down by the providers (no module holds either).
 */
export class GuardiansQueryClient extends QueryClient {
  readonly api: ApiClient;

  constructor(api: ApiClient, defaultOptions: DefaultOptions) {
    super({ defaultOptions });
    this.api = api;
    // Before the first answer arrives: the offline-answer store needs to know whose answers it keeps.
    api.session.watch(this);
  }
}

/** The API client of a query client made by createQueryClient. */
export function apiOf(client: QueryClient): ApiClient {
  if (client instanceof GuardiansQueryClient) return client.api;
  throw new Error('This query client has no API client: create it with createQueryClient (src/api/query-client.ts).');
}

/** What a test may change of the spec 9 defaults, e.g. no retries. */
export interface QueryClientOverrides {
  queries?: { retry?: number | false; retryDelay?: number };
  mutations?: { retry?: number | false };
}

/** Spec 9 defaults; a test may change a few. */
export function createQueryClient(api: ApiClient, overrides: QueryClientOverrides = {}): GuardiansQueryClient {
  return new GuardiansQueryClient(api, {
    queries: {
      // Offline, the query function itself answers (kept answer or read fallback): never park a read waiting for the network.
      networkMode: 'always',
      staleTime: STALE_TIME_MS,
      retry: 1,
      retryDelay,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      ...overrides.queries,
    },
    mutations: {
      // Never hold a write back to replay it when the network returns: offline, the API layer refuses it with a sentence.
      networkMode: 'always',
      retry: 1,
      retryDelay,
      ...overrides.mutations,
    },
  });
}

/** What a read got: an answer (the server's, or one kept for offline use), a 401 read as "nobody", or a fallback. */
export type QueryRead = { kind: 'answer'; value: unknown; status: number } | { kind: 'signed-out' } | { kind: 'fallback'; value: unknown; error: ApiError };

/**
 * GET the key's URL with the session cookie. A 401 throws or reads as signed out as the query asks (spec 7). A good
 * answer of a cacheable path is kept for offline use; when the server cannot be reached, that kept answer is
 * served (with the offline notice), and otherwise the path's read fallback of spec 8.
 */
async function readQuery(context: QueryFunctionContext, on401: UnauthorizedBehavior): Promise<QueryRead> {
  const { queryKey, signal, client } = context;
  const api = apiOf(client);
  const url = urlFromQueryKey(queryKey);
  const kept = async (): Promise<QueryRead | null> => {
    const answer = await api.offlineAnswers.answerFor(url, { client, queryKey });
    return answer && { kind: 'answer', value: answer.value, status: 200 };
  };

  let response: Response;
  try {
    response = await sessionFetch(url, { signal });
  } catch (error) {
    if (isAbortError(error)) throw error;
    api.serverStatus.noteServerUnreachable();
    return (await kept()) ?? fallbackOrThrow(url, new ApiError(0, HIGH_LOAD_TEXT, { code: CLIENT_ERROR_CODES.network, cause: error }));
  }

  if (response.status === 401 && on401 === 'returnNull') {
    api.serverStatus.noteServerReached(false);
    // Read the unused body: an unread response keeps its request open (and the page never network-idle).
    await response.text().catch(() => '');
    return { kind: 'signed-out' };
  }
  try {
    await api.throwIfNotOk(response);
  } catch (error) {
    if (isServerUnreachable(error)) {
      api.serverStatus.noteServerUnreachable();
      const answer = await kept();
      if (answer) return answer;
    } else {
      api.serverStatus.noteServerReached(false);
    }
    if (isHighLoadError(error)) return fallbackOrThrow(url, error);
    throw error;
  }
  api.serverStatus.noteServerReached(true);
  const body = await response.text();
  void api.offlineAnswers.remember(url, body);
  return { kind: 'answer', value: parseJsonText(body, { url, status: response.status }), status: response.status };
}

function fallbackOrThrow(url: string, highLoadError: ApiError): QueryRead {
  const fallback = readFallbackFor(pathOfUrl(url));
  if (fallback.kind === 'throw') throw highLoadError;
  return { kind: 'fallback', value: fallback.answer, error: highLoadError };
}

export interface JsonQueryOptions<T> {
  on401?: UnauthorizedBehavior;
  /**
   * What the query answers when the server is overloaded or unreachable and the read fallback of spec 8 does not
   * fit the schema (it is `{offline: true}` for most paths). Without it the query fails with the high-load error.
   */
  whenUnavailable?: (error: ApiError) => T;
  /**
   * For an `on401: 'returnNull'` read: asked as the read starts; true when an answer (not "signed out") is likely, so
   * its schema loads beside the request rather than after the answer. A hint only: the answer decides.
   */
  answerLikely?: () => boolean;
  /**
   * For an `on401: 'returnNull'` read: true for a server answer that also means "signed out" (the session probe's
   * 200 `{ user: null }` to a visitor without a session cookie), read as null like a 401 and without the schema.
   */
  signedOutAnswer?: (value: unknown) => boolean;
}

/**
 * The query function of a read whose answer the endpoint's schema describes: the answer (fresh, kept offline, or the
 * read fallback) is read with the schema; a server answer that does not match fails as INVALID_RESPONSE.
 */
export function jsonQueryFn<S extends z.ZodType>(
  source: SchemaSource<S>,
  options: JsonQueryOptions<z.output<S>> & { on401: 'returnNull' },
): QueryFunction<z.output<S> | null>;
export function jsonQueryFn<S extends z.ZodType>(
  source: SchemaSource<S>,
  options?: JsonQueryOptions<z.output<S>> & { on401?: 'throw' },
): QueryFunction<z.output<S>>;
export function jsonQueryFn<S extends z.ZodType>(source: SchemaSource<S>, options: JsonQueryOptions<z.output<S>> = {}): QueryFunction<z.output<S> | null> {
  return async (context) => {
    const on401 = options.on401 ?? 'throw';
    // The schema loads while the request is on its way, except for a read that may answer "signed out" (the
    // session's): a visitor's first visit never loads or builds the schema of an account it has not got (accounts,
    // with the wallet's and rewards' contracts: a 260 ms task at 4× CPU, issue 12). Where the read says an answer is
    // likely (the browser's mirror of a signed-in customer), it loads beside the request after all: the customer's
    // screens wait for this read, and the schema's chunks are a round trip or two on a slow network.
    const schemaFirst = on401 !== 'returnNull' || options.answerLikely?.() === true;
    const schemaLoading = schemaFirst ? resolveSchema(source) : undefined;
    // Heard here as well, so a read that fails first never leaves the loader's failure unhandled.
    schemaLoading?.catch(() => undefined);
    const read = await readQuery(context, on401);
    if (read.kind === 'signed-out') return null;
    if (on401 === 'returnNull' && read.kind === 'answer' && options.signedOutAnswer?.(read.value) === true) return null;
    const schema = await (schemaLoading ?? resolveSchema(source));
    if (read.kind === 'answer') return parseAnswer(schema, read.value, { url: urlFromQueryKey(context.queryKey), status: read.status });
    const fallback = schema.safeParse(read.value);
    if (fallback.success) return fallback.data;
    if (options.whenUnavailable) return options.whenUnavailable(read.error);
    throw read.error;
  };
}

/**
 * The query function of a read of an endpoint (common/contracts): the answer is read with the contract's success
 * schema, as jsonQueryFn reads it. The endpoint may be a loader: its contract then loads beside the request.
 */
export function endpointQueryFn<E extends ApiEndpoint>(
  source: EndpointSource<E>,
  options: JsonQueryOptions<EndpointAnswer<E>> & { on401: 'returnNull' },
): QueryFunction<EndpointAnswer<E> | null>;
export function endpointQueryFn<E extends ApiEndpoint>(
  source: EndpointSource<E>,
  options?: JsonQueryOptions<EndpointAnswer<E>> & { on401?: 'throw' },
): QueryFunction<EndpointAnswer<E>>;
export function endpointQueryFn<E extends ApiEndpoint>(source: EndpointSource<E>, options: JsonQueryOptions<EndpointAnswer<E>> = {}): QueryFunction<unknown> {
  const schemaOf = (endpoint: ApiEndpoint): z.ZodType => {
    const schema = successSchema(endpoint);
    if (schema === undefined) throw new Error(`${endpoint.method.toUpperCase()} ${endpoint.path} answers no JSON: it is not a query.`);
    return schema;
  };
  const schema: SchemaSource<z.ZodType> = typeof source === 'function' ? async () => schemaOf(await source()) : schemaOf(source);
  return jsonQueryFn(schema, options as JsonQueryOptions<unknown> & { on401?: 'throw' });
}

/** A read of an endpoint as TanStack's query options take it: its key (endpointKey) and its query function. */
export function endpointQuery<E extends ApiEndpoint>(endpoint: E, ...[address]: OptionalIfEmpty<EndpointAddress<E>>) {
  return { queryKey: endpointKey(endpoint, ...([address] as OptionalIfEmpty<EndpointAddress<E>>)), queryFn: endpointQueryFn(endpoint) };
}
