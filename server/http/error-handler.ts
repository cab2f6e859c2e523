// The one place that turns a failure into `{error, code, details?}`. Nothing internal (stack, SQL, paths) reaches the client.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { ErrorBody } from '../../common/contracts/errors';
import { HIGH_LOAD_TEXT } from '../../common/system-texts';
import type { DatabaseHealth } from '../db/health';
import { AppError } from './app-error';

export const JSON_BODY_LIMIT = '100kb';

/** Errors of express.json (body-parser) carry a `type` naming what went wrong with the body. */
interface BodyParserError {
  type: string;
  status: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as Partial<BodyParserError>).type === 'string' &&
    typeof (error as Partial<BodyParserError>).status === 'number'
  );
}

function fromBodyParser(error: BodyParserError): AppError {
  switch (error.type) {
    case 'entity.parse.failed':
      return new AppError(400, 'INVALID_JSON', 'The request body is not valid JSON; check for a missing quote, comma or brace.');
    case 'entity.too.large':
      return new AppError(413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than 100 kB; send less data at a time.');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as UTF-8 JSON.');
    default:
      return new AppError(
        error.status >= 400 && error.status < 500 ? error.status : 400,
        'BAD_REQUEST',
        'The request could not be read; check its headers and body and send it again.',
      );
  }
}

export const apiNotFound: RequestHandler = (req) => {
  throw new AppError(404, 'NOT_FOUND', `There is no API endpoint ${req.method} ${req.originalUrl.split('?')[0]}; see /api/openapi.json for the list.`);
};

export function errorHandler(deps: { logger: Logger; health: Pick<DatabaseHealth, 'check'> }): ErrorRequestHandler {
  return async (error: unknown, req, res, next) => {
    // Too late for a JSON answer: Express's own handler closes the connection.
    if (res.headersSent) return next(error);

    let failure: AppError;
    if (error instanceof AppError) {
      failure = error;
    } else if (isBodyParserError(error)) {
      failure = fromBodyParser(error);
    } else {
      deps.logger.error({ err: error, method: req.method, path: req.originalUrl }, 'Unexpected error while handling a request');
      // A query that failed because the database just went away is an outage, not a bug.
      failure = (await deps.health.check())
        ? new AppError(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again; if it keeps happening, contact support.')
        : new AppError(503, 'DATABASE_UNAVAILABLE', HIGH_LOAD_TEXT);
    }

    const retryAfter = failure.details?.retryAfterSeconds;
    if (failure.status === 429 && typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));

    const body: ErrorBody = { error: failure.message, code: failure.code };
    if (failure.details) body.details = failure.details;
    res.status(failure.status).json(body);
  };
}
