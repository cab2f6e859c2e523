/** Statuses that spec 8 calls high load: they show the high-load text and put the system in degraded mode. */
export const HIGH_LOAD_STATUSES: ReadonlySet<number> = new Set([429, 500, 503]);

/** What the server's error middleware answers: `{error, code, details?}` (DESIGN.md section 8). */
export interface ServerErrorBody {
  error: string;
  code?: string;
  details?: unknown;
}

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

/** Reads the server's `{error, code, details}` out of a response body; anything else is not a server error body. */
export function parseServerErrorBody(bodyText: string): ServerErrorBody | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bodyText);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { error, code, details } = parsed as Record<string, unknown>;
  if (typeof error !== 'string') return undefined;
  return { error, code: typeof code === 'string' ? code : undefined, details };
}

export function isHighLoadError(error: unknown): error is ApiError {
  return error instanceof ApiError && HIGH_LOAD_STATUSES.has(error.status);
}
