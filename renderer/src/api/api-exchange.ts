// One request to the Guardians API shown as it happened, for the API reference's "Try it" (/api-test): whatever the
// status, the answer is returned as it is (status, headers, body), never turned into an error sentence or retried.
import { ApiError } from './api-error';
import { CLIENT_ERROR_CODES, NETWORK_ERROR_TEXT } from './error-texts';
import { isAbortError, sessionFetch } from './session-fetch';

export interface ApiExchange {
  status: number;
  statusText: string;
  headers: [name: string, value: string][];
  contentType: string | null;
  bodyText: string;
  durationMs: number;
}

export interface ApiExchangeRequest {
  method: string;
  /** A path of this origin's API, `/api/…`: the session cookie goes only there, and writes pass the Origin check. */
  url: string;
  /** JSON text of the body, for writes. */
  body?: string | undefined;
  signal?: AbortSignal | undefined;
}

export async function sendApiExchange(request: ApiExchangeRequest): Promise<ApiExchange> {
  if (!request.url.startsWith('/api/')) throw new ApiError(0, 'Only this server’s own API (/api/…) can be tried here.', { code: 'NOT_THIS_API' });
  const started = performance.now();
  let response: Response;
  try {
    response = await sessionFetch(request.url, {
      method: request.method.toUpperCase(),
      headers: request.body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: request.body,
      signal: request.signal,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(0, NETWORK_ERROR_TEXT, { code: CLIENT_ERROR_CODES.network, cause: error });
  }
  const bodyText = await response.text();
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers.entries()],
    contentType: response.headers.get('content-type'),
    bodyText,
    durationMs: Math.round(performance.now() - started),
  };
}
