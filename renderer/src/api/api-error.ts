import type { ServerErrorBody } from './server-error-body';

export type { ServerErrorBody } from './server-error-body';

/** Statuses that spec 8 calls high load: they show the high-load text and put the system in degraded mode. */
export const HIGH_LOAD_STATUSES: ReadonlySet<number> = new Set([429, 500, 503]);

export interface ApiErrorExtras {
  code?: string | undefined;
  details?: unknown;
  serverMessage?: string | undefined;
  cause?: unknown;
}

/**
 * A failed call to the Guardians API. `message` follows spec 8 exactly; `serverMessage` keeps the server's own
 * sentence (its JSON `error`) so a screen can show it, e.g. 'Invalid email or password'.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code?: string;
  readonly details?: unknown;
  readonly serverMessage?: string;

  constructor(status: number, message: string, extras: ApiErrorExtras = {}) {
    super(message, extras.cause === undefined ? undefined : { cause: extras.cause });
    this.status = status;
    if (extras.code !== undefined) this.code = extras.code;
    if (extras.details !== undefined) this.details = extras.details;
    if (extras.serverMessage !== undefined) this.serverMessage = extras.serverMessage;
  }
}

/**
 * Reads the server's `{error, code, details}` out of a response body; anything else is not a server error body.
 * The contract's schema loads with the first failed answer, not with the first page.
 */
export async function readServerErrorBody(bodyText: string): Promise<ServerErrorBody | undefined> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bodyText);
  } catch {
    return undefined;
  }
  const { ServerErrorBody } = await import('./server-error-body');
  const body = ServerErrorBody.safeParse(parsed);
  return body.success ? body.data : undefined;
}

export function isHighLoadError(error: unknown): error is ApiError {
  return error instanceof ApiError && HIGH_LOAD_STATUSES.has(error.status);
}

/** The server said the item does not exist (a detail page shows "not found" with a way back). */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
