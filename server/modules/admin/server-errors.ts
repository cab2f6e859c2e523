// What /debug-admin shows of the server's own health: request and error counts since start and the last server
// errors, kept in memory per instance (bounded) and fed by the error handler. Nothing secret is kept: the message is
// shortened and stripped of quoted values and long tokens, and no request body, header or query string is recorded.
import type { RequestHandler } from 'express';
import type { SystemError } from '@common/contracts/admin';

export const SERVER_ERROR_RING_SIZE = 50;
const MESSAGE_MAX = 200;

/** Quoted literals (SQL values, paths) and token-like runs (keys, hashes, ids) become '…'. */
export function scrubErrorMessage(message: string): string {
  return message
    .replace(/'[^']*'|"[^"]*"|`[^`]*`/g, '…')
    .replace(/[A-Za-z0-9+/=_-]{24,}/g, '…')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MESSAGE_MAX);
}

/** Route without its query string, and without anything after 200 characters. */
export function routeOf(method: string, originalUrl: string): string {
  return `${method} ${originalUrl.split('?')[0] ?? ''}`.slice(0, 200);
}

export class ServerErrorLog {
  readonly #ring: SystemError[] = [];
  readonly #size: number;
  #requests = 0;
  #errors = 0;

  constructor(size = SERVER_ERROR_RING_SIZE) {
    this.#size = size;
  }

  /** Counts every answered request, and every answer of 500 or above as an error. */
  readonly countRequests: RequestHandler = (_req, res, next) => {
    res.on('finish', () => {
      this.#requests += 1;
      if (res.statusCode >= 500) this.#errors += 1;
    });
    next();
  };

  record(error: { message: string; code: string; method: string; url: string }, at = new Date()): void {
    this.#ring.push({ message: scrubErrorMessage(error.message), code: error.code, route: routeOf(error.method, error.url), at: at.toISOString() });
    if (this.#ring.length > this.#size) this.#ring.splice(0, this.#ring.length - this.#size);
  }

  /** Newest first. */
  recent(): SystemError[] {
    return [...this.#ring].reverse();
  }

  counts(): { total: number; errors: number } {
    return { total: this.#requests, errors: this.#errors };
  }
}
