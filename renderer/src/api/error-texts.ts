import { ApiError, HIGH_LOAD_STATUSES } from './api-error';

/** Stable codes for errors the client raises itself. Errors the server answered keep the server's code. */
export const CLIENT_ERROR_CODES = {
  readOnly: 'READ_ONLY',
  highLoad: 'HIGH_LOAD',
  retryExhausted: 'RETRY_EXHAUSTED',
  network: 'NETWORK_ERROR',
  offline: 'OFFLINE',
  invalidResponse: 'INVALID_RESPONSE',
} as const;

/** A write that never reached the server: the spec has no text for it, and 'Failed to fetch' helps nobody. */
export const NETWORK_ERROR_TEXT = 'Could not reach the Guardians server. Check your connection and try again.';

/** A write refused because the app is offline: writes are never queued to be sent later. */
export const OFFLINE_WRITE_TEXT = 'You are offline. Nothing was sent — try again when you are back online.';

/** An answer whose body is not the shape the endpoint's contract promises: nothing of it is shown. */
export const INVALID_RESPONSE_TEXT = 'The Guardians server sent an answer this app cannot read. Reload the page; if it keeps happening, update the app.';

/** The default sentence of a list or item that could not be loaded. */
export const LOAD_FAILED_TEXT = 'Check your connection, then reload the page.';

const clientCodes: ReadonlySet<string> = new Set(Object.values(CLIENT_ERROR_CODES));

/**
 * The sentence a screen shows for a failed call: the spec's own texts for overload, read-only mode, retry
 * exhaustion and no network; otherwise the server's sentence; otherwise the screen's default
 * (e.g. 'Failed to save wellness reflection').
 */
export function errorSentence(error: unknown, screenDefault: string): string {
  if (!(error instanceof ApiError)) return screenDefault;
  if (HIGH_LOAD_STATUSES.has(error.status) || (error.code !== undefined && clientCodes.has(error.code))) {
    return error.message;
  }
  return error.serverMessage ?? screenDefault;
}

/** What a load-state alert says for a query: null while it has not failed. */
export function loadErrorText(query: { isError: boolean; error: unknown }): string | null {
  return query.isError ? errorSentence(query.error, LOAD_FAILED_TEXT) : null;
}

/**
 * The sentence of an error notice: an error a query function raised itself (a plain Error) says its own message;
 * an API error says what errorSentence says.
 */
export function errorNoticeSentence(error: unknown, screenDefault: string): string {
  return error instanceof Error && !('status' in error) ? error.message : errorSentence(error, screenDefault);
}
