// The one place that turns a failure into `{error, code, details?}`. Nothing internal (stack, SQL, paths) reaches the client.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { ErrorBody } from '@common/contracts/errors';
import { HIGH_LOAD_TEXT, READ_ONLY_TEXT } from '@common/system-texts';
import { isStorageFull } from '../db/errors';
import type { DatabaseHealth } from '../db/health';
import { AppError } from './app-error';

export const JSON_BODY_LIMIT = '100kb';

/** Errors raised by Express's own layers (body parser, router, decoding) carry a 4xx `status` and often a `type`. */
interface ClientFault {
  status: number;
  type?: string;
}

/** An error a middleware raised because of the request itself (not our bug): a 4xx status, or a URI decoding failure. */
function clientFault(error: unknown): ClientFault | undefined {
  if (error instanceof URIError) return { status: 400, type: 'uri.malformed' };
  if (typeof error !== 'object' || error === null) return undefined;
  const fields = error as { status?: unknown; statusCode?: unknown; type?: unknown };
  const status = typeof fields.status === 'number' ? fields.status : typeof fields.statusCode === 'number' ? fields.statusCode : undefined;
  if (status === undefined || status < 400 || status > 499) return undefined;
  return typeof fields.type === 'string' ? { status, type: fields.type } : { status };
}

function fromClientFault(fault: ClientFault): AppError {
  switch (fault.type) {
    case 'entity.parse.failed':
      return new AppError(400, 'INVALID_JSON', 'The request body is not valid JSON; check for a missing quote, comma or brace.');
    case 'entity.too.large':
      return new AppError(413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than 100 kB; send less data at a time.');
    case 'encoding.unsupported':
      return new AppError(415, 'UNSUPPORTED_CONTENT_ENCODING', 'Send the request body uncompressed, or gzip, deflate or br compressed.');
    case 'charset.unsupported':
      return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as UTF-8 JSON.');
    case 'uri.malformed':
      return new AppError(400, 'INVALID_URL_ENCODING', 'The address contains a broken percent-escape (such as %E0%A4%A); encode it again and retry.');
    default:
      break;
  }
  // Express's router marks a parameter it cannot decode as 400 with a URIError message.
  if (fault.status === 400) return new AppError(400, 'BAD_REQUEST', 'The request could not be read; check its address, headers and body and send it again.');
  if (fault.status === 413) return new AppError(413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than 100 kB; send less data at a time.');
  if (fault.status === 415) return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as UTF-8 JSON.');
  return new AppError(fault.status, 'BAD_REQUEST', 'The request could not be read; check its address, headers and body and send it again.');
}

export const apiNotFound: RequestHandler = (req) => {
  throw new AppError(404, 'NOT_FOUND', `There is no API endpoint ${req.method} ${req.originalUrl.split('?')[0]}; see /api/openapi.json for the list.`);
};

/** Keeps the last server errors for /debug-admin (server/modules/admin/server-errors.ts). */
export interface ServerErrorRecorder {
  record(error: { message: string; code: string; method: string; url: string }): void;
}

export function errorHandler(deps: {
  logger: Logger;
  health: Pick<DatabaseHealth, 'check' | 'reportStorageFull'>;
  serverErrors?: ServerErrorRecorder;
}): ErrorRequestHandler {
  return async (error: unknown, req, res, next) => {
    // Too late for a JSON answer: Express's own handler closes the connection.
    if (res.headersSent) return next(error);

    let failure: AppError;
    const fault = error instanceof AppError ? undefined : clientFault(error);
    if (error instanceof AppError) {
      failure = error;
    } else if (fault) {
      failure = fromClientFault(fault);
      // The client's mistake, not ours: one line at warn, no stack (so bad requests cannot flood the error log).
      deps.logger.warn(
        { method: req.method, path: req.originalUrl.slice(0, 200), status: failure.status, code: failure.code },
        'Rejected a request that could not be read',
      );
    } else if (isStorageFull(error)) {
      // A full disk is an outage, not a bug: the health logs its cause once, and read-only mode refuses the next writes.
      deps.health.reportStorageFull(error);
      failure = new AppError(503, 'READ_ONLY', READ_ONLY_TEXT);
    } else {
      deps.logger.error({ err: error, method: req.method, path: req.originalUrl }, 'Unexpected error while handling a request');
      // A query that failed because the database just went away is an outage, not a bug.
      failure = (await deps.health.check())
        ? new AppError(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again; if it keeps happening, contact support.')
        : new AppError(503, 'DATABASE_UNAVAILABLE', HIGH_LOAD_TEXT);
    }

    if (failure.status >= 500) {
      // The internal error's own message when there is one (scrubbed by the recorder), else the answer's.
      const message = error instanceof Error && !(error instanceof AppError) ? `${error.name}: ${error.message}` : failure.message;
      deps.serverErrors?.record({ message, code: failure.code, method: req.method, url: req.originalUrl });
    }

    const retryAfter = failure.details?.retryAfterSeconds;
    if (failure.status === 429 && typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));

    const body: ErrorBody = { error: failure.message, code: failure.code };
    if (failure.details) body.details = failure.details;
    res.status(failure.status).json(body);
  };
}
