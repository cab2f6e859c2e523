// An endpoint of common/contracts called by its record: the method and path come from the contract, `{param}` is
// filled from typed params, the query from a typed object, and the answer is read with the contract's success schema.
// Type-only imports of the contracts: a screen that loads its contract later passes a loader (EndpointSource).
import type { z } from 'zod';
import type { ApiEndpoint } from '@common/contracts/api-endpoint';

/** An endpoint's record, or a loader for it (its contract module loads beside the first answer: schema-source.ts). */
export type EndpointSource<E extends ApiEndpoint> = E | (() => Promise<E>);

export async function resolveEndpoint<E extends ApiEndpoint>(source: EndpointSource<E>): Promise<E> {
  return typeof source === 'function' ? source() : source;
}

type RequestPart<E extends ApiEndpoint, K extends 'params' | 'query' | 'body'> = E extends { request: infer R }
  ? R extends { [P in K]: infer S extends z.ZodType }
    ? z.input<S>
    : undefined
  : undefined;

export type EndpointParams<E extends ApiEndpoint> = RequestPart<E, 'params'>;
/** The query as the URL carries it: a field the contract reads from free text may be given as a number too (a page). */
export type EndpointQuery<E extends ApiEndpoint> = QueryInput<RequestPart<E, 'query'>>;
type QueryInput<Q> = Q extends object ? { [K in keyof Q]?: Q[K] | (string extends Q[K] ? number : never) | null } : Q;
export type EndpointBody<E extends ApiEndpoint> = RequestPart<E, 'body'>;

type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

/** What a call of the endpoint sends: its path params and body when the contract has them, and its query if any. */
export type EndpointInput<E extends ApiEndpoint> = Part<'params', EndpointParams<E>> & Part<'body', EndpointBody<E>> & { query?: EndpointQuery<E> };

/** Where the endpoint is asked: its params and query (a read's query key carries the same). */
export type EndpointAddress<E extends ApiEndpoint> = Omit<EndpointInput<E>, 'body'>;

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 205 | 206;

/** The answer of a successful call, as the contract's success response schema reads it (undefined without a JSON body). */
export type EndpointAnswer<E extends ApiEndpoint> = {
  [C in keyof E['responses'] & SuccessStatus]: E['responses'][C] extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;
}[keyof E['responses'] & SuccessStatus];

/** The schema of the endpoint's first success response with a JSON body, or undefined (204, a file, audio). */
export function successSchema(endpoint: ApiEndpoint): z.ZodType | undefined {
  const statuses = Object.keys(endpoint.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 300)
    .sort((a, b) => a - b);
  for (const status of statuses) {
    const response = endpoint.responses[status];
    if (response?.body && (response.contentType === undefined || response.contentType === 'application/json')) return response.body;
  }
  return undefined;
}

/** `{name}` of an OpenAPI path. */
const PARAM = /^\{(.+)\}$/;

function paramValue(path: string, name: string, params: Readonly<Record<string, unknown>> | undefined): string {
  const value = params?.[name];
  // An undefined id would silently ask for '/undefined': the caller should not call (or disable the query) instead.
  if (value === undefined || value === null) throw new Error(`${path} needs the path parameter ${name}.`);
  return String(value);
}

/**
 * The query key of a read of the endpoint, in the app's key format (query-client.ts, urlFromQueryKey): the path up to
 * its first parameter, then each later segment (a parameter's value, or the path's own word), then the query object:
 * `/api/products/{slug}/reviews` with {slug: 'ashwagandha'} and a query → ['/api/products', 'ashwagandha', 'reviews', {…}].
 */
export function endpointKey<E extends ApiEndpoint>(endpoint: E, ...[address]: OptionalIfEmpty<EndpointAddress<E>>): readonly [string, ...unknown[]] {
  const segments = endpoint.path.split('/');
  const firstParam = segments.findIndex((segment) => PARAM.test(segment));
  const params = address?.params as Readonly<Record<string, unknown>> | undefined;
  const prefix = firstParam === -1 ? endpoint.path : segments.slice(0, firstParam).join('/');
  const rest =
    firstParam === -1
      ? []
      : segments.slice(firstParam).map((segment) => {
          const name = PARAM.exec(segment)?.[1];
          return name === undefined ? segment : paramValue(endpoint.path, name, params);
        });
  return address?.query === undefined ? [prefix, ...rest] : [prefix, ...rest, address.query];
}

/** The URL of the endpoint: its path with each `{param}` filled (URL-encoded), then the query without empty values. */
export function endpointUrl<E extends ApiEndpoint>(endpoint: E, ...[address]: OptionalIfEmpty<EndpointAddress<E>>): string {
  return urlOfAddress(endpoint, address);
}

/** An endpoint's params and query, whatever the endpoint: what the API client reads of a call's input. */
export interface AnyAddress {
  params?: unknown;
  query?: unknown;
}

/** endpointUrl for code that handles any endpoint (the API client). */
export function urlOfAddress(endpoint: ApiEndpoint, address: AnyAddress | undefined): string {
  const params = address?.params as Readonly<Record<string, unknown>> | undefined;
  const path = endpoint.path
    .split('/')
    .map((segment) => {
      const name = PARAM.exec(segment)?.[1];
      return name === undefined ? segment : encodeURIComponent(paramValue(endpoint.path, name, params));
    })
    .join('/');
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((address?.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const query = search.toString();
  return query === '' ? path : `${path}?${query}`;
}

/** The argument list of a call: optional when nothing in it is required. */
export type OptionalIfEmpty<T> = object extends T ? [input?: T] : [input: T];
