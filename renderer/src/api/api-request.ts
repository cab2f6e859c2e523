import { HIGH_LOAD_TEXT, READ_ONLY_ALLOWED_WRITES, READ_ONLY_TEXT, RETRY_EXHAUSTED_TEXT, SIGN_OUT_PATH } from '../../../common/system-texts';
import { ApiError, HIGH_LOAD_STATUSES, isHighLoadError, parseServerErrorBody } from './api-error';
import { CLIENT_ERROR_CODES, NETWORK_ERROR_TEXT } from './error-texts';
import {
  isServerUnreachable,
  noteServerReached,
  noteServerUnreachable,
  offlineAnswerFor,
  refuseWriteWhileOffline,
  rememberAnswer,
} from './offline-answers';
import { checkDatabaseAvailable, DB_STATUS_PATH, markDegraded } from './system-mode';
import { isAbortError, pathOfUrl, sessionFetch } from './session-fetch';

/** Spec 9: login, register and purchase are retried up to 3 times, waiting 1 s × the retry number. */
export const WRITE_RETRIES = 3;
export const WRITE_RETRY_BACKOFF_MS = 1_000;

/** Spec 7 names the same three writes for both rules: allowed in read-only mode, and retried on high load. */
const RETRIED_WRITES = READ_ONLY_ALLOWED_WRITES;

export interface ApiRequestOptions {
  /** Extra headers, e.g. the purchase's Idempotency-Key: sent unchanged on every retry, so a retry never charges twice. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function isWrite(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD';
}

/**
 * Calls the Guardians API and resolves with the OK response; rejects with an ApiError carrying spec 8's text.
 * A write first makes sure the database is available (read-only mode), and login, register and purchase
 * ride out a short overload by retrying.
 */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<Response> {
  const verb = method.toUpperCase();
  if (!isWrite(verb)) return sendRead(verb, url, body, options);

  await refuseWriteWhileOffline();
  const path = pathOfUrl(url);
  if (path !== DB_STATUS_PATH) await refuseWriteInReadOnlyMode(path);
  if (RETRIED_WRITES.includes(path)) return sendWithRetries(verb, url, body, options);
  return send(verb, url, body, options);
}

/** Like apiRequest, then parses the JSON answer. An empty answer (204) resolves with undefined. */
export async function apiJson<T>(method: string, url: string, body?: unknown, options?: ApiRequestOptions): Promise<T> {
  return readJson<T>(await apiRequest(method, url, body, options));
}

export async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

async function refuseWriteInReadOnlyMode(path: string): Promise<void> {
  if (READ_ONLY_ALLOWED_WRITES.includes(path) || path === SIGN_OUT_PATH) {
    // Still asked, so the degraded mode shows, but these writes go through whatever the answer.
    await checkDatabaseAvailable();
    return;
  }
  if (!(await checkDatabaseAvailable())) {
    throw new ApiError(503, READ_ONLY_TEXT, { code: CLIENT_ERROR_CODES.readOnly });
  }
}

/** The header of an answer served from the offline cache: when the server gave it. */
export const OFFLINE_FROM_HEADER = 'X-Guardians-Offline-From';

/**
 * A read: a good answer of a cacheable path is kept for offline use; when the server cannot be reached, the kept
 * answer stands in, marked with OFFLINE_FROM_HEADER.
 */
async function sendRead(method: string, url: string, body: unknown, options: ApiRequestOptions): Promise<Response> {
  try {
    const response = await send(method, url, body, options);
    if (method === 'GET') {
      void response
        .clone()
        .text()
        .then((text) => rememberAnswer(url, text), () => undefined);
    }
    return response;
  } catch (error) {
    if (method !== 'GET' || !isServerUnreachable(error)) throw error;
    const cached = await offlineAnswerFor(url);
    if (cached === null) throw error;
    return new Response(JSON.stringify(cached.value), {
      status: 200,
      headers: { 'Content-Type': 'application/json', [OFFLINE_FROM_HEADER]: cached.storedAt },
    });
  }
}

async function send(method: string, url: string, body: unknown, options: ApiRequestOptions): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (isWrite(method)) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await sessionFetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    noteServerUnreachable();
    throw new ApiError(0, NETWORK_ERROR_TEXT, { code: CLIENT_ERROR_CODES.network, cause: error });
  }
  try {
    await throwIfNotOk(response);
  } catch (error) {
    if (isServerUnreachable(error)) noteServerUnreachable();
    else noteServerReached(false);
    throw error;
  }
  noteServerReached(true);
  return response;
}

async function sendWithRetries(
  method: string,
  url: string,
  body: unknown,
  options: ApiRequestOptions,
): Promise<Response> {
  for (let retry = 0; ; retry++) {
    try {
      return await send(method, url, body, options);
    } catch (error) {
      if (!isHighLoadError(error)) throw error;
      if (retry === WRITE_RETRIES) {
        throw new ApiError(error.status, RETRY_EXHAUSTED_TEXT, { code: CLIENT_ERROR_CODES.retryExhausted, cause: error });
      }
      await wait(WRITE_RETRY_BACKOFF_MS * (retry + 1));
    }
  }
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Turns a non-OK answer into spec 8's error. High load (429, 503, 500) also degrades the system mode.
 * The server's read-only answer (a 503 with the read-only text) keeps that text: it is the truer sentence.
 */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text().catch(() => '');
  const serverError = parseServerErrorBody(bodyText);
  const extras = { code: serverError?.code, details: serverError?.details, serverMessage: serverError?.error };

  if (HIGH_LOAD_STATUSES.has(response.status)) {
    markDegraded();
    const message = serverError?.error === READ_ONLY_TEXT ? READ_ONLY_TEXT : HIGH_LOAD_TEXT;
    throw new ApiError(response.status, message, { ...extras, code: extras.code ?? CLIENT_ERROR_CODES.highLoad });
  }
  throw new ApiError(response.status, `${response.status}: ${bodyText || response.statusText}`, extras);
}
