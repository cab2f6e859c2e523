import { ApiError, HIGH_LOAD_STATUSES } from './api-error';

/** Stable codes for errors the client raises itself. Errors the server answered keep the server's code. */
export const CLIENT_ERROR_CODES = {
  readOnly: 'READ_ONLY',
  highLoad: 'HIGH_LOAD',
  retryExhausted: 'RETRY_EXHAUSTED',
  network: 'NETWORK_ERROR',
  offline: 'OFFLINE',
} as const;

/** A write that never reached the server: the spec has no text for it, and 'Failed to fetch' helps nobody. */
export const NETWORK_ERROR_TEXT = 'Could not reach the Guardians server. Check your connection and try again.';

/** A write refused because the app is offline: writes are never queued to be sent later. */
export const OFFLINE_WRITE_TEXT = 'You are offline. Nothing was sent — try again when you are back online.';

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
