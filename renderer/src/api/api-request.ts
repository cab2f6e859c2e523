import type { z } from 'zod';
import {
  FEATURE_LIMIT_CODES,
  HIGH_LOAD_TEXT,
  READ_ONLY_ALLOWED_WRITES,
  READ_ONLY_TEXT,
  RETRY_EXHAUSTED_TEXT,
  SIGN_OUT_PATH,
  WRITES_THAT_STORE_NOTHING,
} from '@common/system-texts';
import { ApiError, HIGH_LOAD_STATUSES, isHighLoadError, readServerErrorBody } from './api-error';
import type { ApiEndpoint } from '@common/contracts/api-endpoint';
import { parseAnswer, readJsonAnswer } from './api-json';
import type { EndpointAnswer, EndpointInput, EndpointSource, OptionalIfEmpty } from './endpoint';
import { resolveEndpoint, successSchema, urlOfAddress } from './endpoint';
import type { SchemaSource } from './schema-source';
import { resolveSchema } from './schema-source';
import { CLIENT_ERROR_CODES, NETWORK_ERROR_TEXT, OFFLINE_WRITE_TEXT } from './error-texts';
import type { OfflineCacheHost, OnlineEvents } from './offline-answer-store';
import { OfflineAnswerStore } from './offline-answer-store';
import { DB_STATUS_PATH, ServerStatus } from './server-status';
import { SessionWatcher } from './session-watcher';
import { isAbortError, pathOfUrl, sessionFetch } from './session-fetch';

/** Spec 9: login, register and purchase are retried up to 3 times, waiting 1 s × the retry number. */
export const WRITE_RETRIES = 3;
export const WRITE_RETRY_BACKOFF_MS = 1_000;

/** Spec 7 names the same three writes for both rules: allowed in read-only mode, and retried on high load. */
const RETRIED_WRITES = READ_ONLY_ALLOWED_WRITES;

/** The header of an answer served from the offline cache: when the server gave it. */
export const OFFLINE_FROM_HEADER = 'X-Guardians-Offline-From';

export interface ApiRequestOptions {
  /** Extra headers, e.g. the purchase's Idempotency-Key: sent unchanged on every retry, so a retry never charges twice. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function isWrite(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD';
}

function browserSaysOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Whether a failed call means the server could not be reached: the network failed, or a gateway answered
 * 502/504, or a 503 that is not the server's own `{error, code}` answer (its overload and read-only answers are).
 */
export function isServerUnreachable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 0) return error.code === CLIENT_ERROR_CODES.network;
  if (error.status === 502 || error.status === 504) return true;
  return error.status === 503 && error.serverMessage === undefined;
}

export interface ApiClientParts {
  serverStatus: ServerStatus;
  session: SessionWatcher;
  offlineAnswers: OfflineAnswerStore;
}

/**
 * The renderer's way to the Guardians API: the server status, the session watcher and the offline-answer store it
 * works with are given to it, so a test builds a fresh one instead of resetting shared state. The app providers
 * create one (createApiClient) and hand it to the query client, where hooks find it (useApiClient).
 */
export class ApiClient {
  readonly serverStatus: ServerStatus;
  readonly session: SessionWatcher;
  readonly offlineAnswers: OfflineAnswerStore;

  constructor(parts: ApiClientParts) {
    this.serverStatus = parts.serverStatus;
    this.session = parts.session;
    this.offlineAnswers = parts.offlineAnswers;
  }

  /**
   * Calls the Guardians API and resolves with the OK response; rejects with an ApiError carrying spec 8's text.
   * A write first makes sure the database is available (read-only mode), and login, register and purchase
   * ride out a short overload by retrying.
   */
  async request(method: string, url: string, body?: unknown, options: ApiRequestOptions = {}): Promise<Response> {
    const verb = method.toUpperCase();
    if (!isWrite(verb)) return this.sendRead(verb, url, body, options);

    await this.refuseWriteWhileOffline();
    const path = pathOfUrl(url);
    if (path !== DB_STATUS_PATH) await this.refuseWriteInReadOnlyMode(path);
    if (RETRIED_WRITES.includes(path)) return this.sendWithRetries(verb, url, body, options);
    return this.send(verb, url, body, options);
  }

  /**
   * Like request, then reads the JSON answer with the endpoint's schema from common/contracts. An answer that does
   * not match is an ApiError with the code INVALID_RESPONSE, never a value of the wrong shape.
   */
  async json<S extends z.ZodType>(source: SchemaSource<S>, method: string, url: string, body?: unknown, options?: ApiRequestOptions): Promise<z.output<S>> {
    const [response, schema] = await Promise.all([this.request(method, url, body, options), resolveSchema(source)]);
    return parseAnswer(schema, await readJsonAnswer(response, url), { url, status: response.status });
  }

  /**
   * Calls an endpoint by its contract (method and path from the record, params and query filled in, the body sent)
   * and reads the answer with the contract's success schema; an answer without a JSON body resolves undefined.
   */
  async call<E extends ApiEndpoint>(source: EndpointSource<E>, ...args: EndpointCallArguments<E>): Promise<EndpointAnswer<E>> {
    const [input, options] = args as unknown as CallArguments;
    const endpoint = await resolveEndpoint(source);
    const url = urlOfAddress(endpoint, input);
    const response = await this.request(endpoint.method, url, input?.body, options);
    const schema = successSchema(endpoint);
    if (schema === undefined) {
      // Read the unused body: an unread response keeps its request open.
      await response.text().catch(() => '');
      return undefined as EndpointAnswer<E>;
    }
    return parseAnswer(schema, await readJsonAnswer(response, url), { url, status: response.status }) as EndpointAnswer<E>;
  }

  /** Like call, but resolves with the OK response itself, for an answer that is not JSON (audio, a file). */
  async fetchEndpoint<E extends ApiEndpoint>(source: EndpointSource<E>, ...args: EndpointCallArguments<E>): Promise<Response> {
    const [input, options] = args as unknown as CallArguments;
    const endpoint = await resolveEndpoint(source);
    return this.request(endpoint.method, urlOfAddress(endpoint, input), input?.body, options);
  }

  /**
   * Turns a non-OK answer into spec 8's error. High load (429, 503, 500) also degrades the system mode.
   * The server's read-only answer (a 503 with the read-only text) keeps that text: it is the truer sentence.
   */
  async throwIfNotOk(response: Response): Promise<void> {
    if (response.ok) return;
    const bodyText = await response.text().catch(() => '');
    const serverError = await readServerErrorBody(bodyText);
    const extras = { code: serverError?.code, details: serverError?.details, serverMessage: serverError?.error };

    // A feature's own limit (the voice's daily characters) is not the server's load: its sentence, no degraded mode.
    if (serverError?.code !== undefined && FEATURE_LIMIT_CODES.includes(serverError.code)) throw new ApiError(response.status, serverError.error, extras);
    if (HIGH_LOAD_STATUSES.has(response.status)) {
      this.serverStatus.markDegraded();
      const message = serverError?.error === READ_ONLY_TEXT ? READ_ONLY_TEXT : HIGH_LOAD_TEXT;
      throw new ApiError(response.status, message, { ...extras, code: extras.code ?? CLIENT_ERROR_CODES.highLoad });
    }
    throw new ApiError(response.status, `${response.status}: ${bodyText || response.statusText}`, extras);
  }

  /** Stops the timers and listeners of its parts: the app (or a test) is done with this client. */
  dispose(): void {
    this.serverStatus.dispose();
    this.offlineAnswers.dispose();
  }

  /**
   * Writes are never queued: while the app knows it is offline (the browser says so, or the last request failed
   * on the network and the server still does not answer) a write is refused before anything is sent.
   */
  private async refuseWriteWhileOffline(): Promise<void> {
    if (!browserSaysOffline() && !this.serverStatus.isNetworkDown()) return;
    if (!(await this.offlineAnswers.usesOfflineCache())) return;
    if (!browserSaysOffline() && (await this.serverStatus.serverAnswersAgain())) return;
    throw new ApiError(0, OFFLINE_WRITE_TEXT, { code: CLIENT_ERROR_CODES.offline });
  }

  private async refuseWriteInReadOnlyMode(path: string): Promise<void> {
    if (READ_ONLY_ALLOWED_WRITES.includes(path) || path === SIGN_OUT_PATH || WRITES_THAT_STORE_NOTHING.includes(path)) {
      // Still asked, so the degraded mode shows, but these writes go through whatever the answer.
      await this.serverStatus.checkDatabaseAvailable();
      return;
    }
    if (!(await this.serverStatus.checkDatabaseAvailable())) {
      throw new ApiError(503, READ_ONLY_TEXT, { code: CLIENT_ERROR_CODES.readOnly });
    }
  }

  /**
   * A read: a good answer of a cacheable path is kept for offline use; when the server cannot be reached, the kept
   * answer stands in, marked with OFFLINE_FROM_HEADER.
   */
  private async sendRead(method: string, url: string, body: unknown, options: ApiRequestOptions): Promise<Response> {
    try {
      const response = await this.send(method, url, body, options);
      if (method === 'GET') {
        void response
          .clone()
          .text()
          .then(
            (text) => this.offlineAnswers.remember(url, text),
            () => undefined,
          );
      }
      return response;
    } catch (error) {
      if (method !== 'GET' || !isServerUnreachable(error)) throw error;
      const kept = await this.offlineAnswers.answerFor(url);
      if (kept === null) throw error;
      return new Response(JSON.stringify(kept.value), {
        status: 200,
        headers: { 'Content-Type': 'application/json', [OFFLINE_FROM_HEADER]: kept.storedAt },
      });
    }
  }

  private async send(method: string, url: string, body: unknown, options: ApiRequestOptions): Promise<Response> {
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
      this.serverStatus.noteServerUnreachable();
      throw new ApiError(0, NETWORK_ERROR_TEXT, { code: CLIENT_ERROR_CODES.network, cause: error });
    }
    try {
      await this.throwIfNotOk(response);
    } catch (error) {
      if (isServerUnreachable(error)) this.serverStatus.noteServerUnreachable();
      else this.serverStatus.noteServerReached(false);
      throw error;
    }
    this.serverStatus.noteServerReached(true);
    return response;
  }

  private async sendWithRetries(method: string, url: string, body: unknown, options: ApiRequestOptions): Promise<Response> {
    for (let retry = 0; ; retry++) {
      try {
        return await this.send(method, url, body, options);
      } catch (error) {
        if (!isHighLoadError(error)) throw error;
        if (retry === WRITE_RETRIES) {
          throw new ApiError(error.status, RETRY_EXHAUSTED_TEXT, { code: CLIENT_ERROR_CODES.retryExhausted, cause: error });
        }
        await wait(WRITE_RETRY_BACKOFF_MS * (retry + 1));
      }
    }
  }
}

/** The arguments of a call after the endpoint: its input (optional when nothing in it is required), then options. */
export type EndpointCallArguments<E extends ApiEndpoint> = [...OptionalIfEmpty<EndpointInput<E>>, options?: ApiRequestOptions];

/** The same arguments as the function body reads them, whatever the endpoint. */
type CallArguments = [input?: { params?: unknown; query?: unknown; body?: unknown }, options?: ApiRequestOptions];

export interface CreateApiClientOptions {
  /** The platform's offline cache and what it says about itself. */
  host: OfflineCacheHost;
  /** Where 'online' is heard; the page's window unless a test passes its own. */
  onlineEvents?: OnlineEvents;
}

/** One API client with its own server status, session watcher and offline-answer store. */
export function createApiClient(options: CreateApiClientOptions): ApiClient {
  const serverStatus = new ServerStatus();
  const session = new SessionWatcher();
  const offlineAnswers = new OfflineAnswerStore({ host: options.host, serverStatus, session, onlineEvents: options.onlineEvents });
  return new ApiClient({ serverStatus, session, offlineAnswers });
}
