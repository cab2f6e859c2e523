// Validates params, query and body against their contracts before a handler runs, and hands the handler the parsed values.
import type { Request, RequestHandler } from 'express';
import type { z } from 'zod';
import type { ValidationIssue } from '@common/contracts/errors';
import { AppError } from './app-error';

export interface RequestSchemas<TParams, TQuery, TBody> {
  params?: z.ZodType<TParams>;
  query?: z.ZodType<TQuery>;
  body?: z.ZodType<TBody>;
}

type Location = ValidationIssue['location'];

function issuesOf(location: Location, error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    location,
    path: issue.path.map(String).join('.'),
    message: issue.message,
    code: issue.code,
  }));
}

function hasBody(headers: { 'content-length'?: string | undefined; 'transfer-encoding'?: string | undefined }): boolean {
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

/**
 * 400 VALIDATION_FAILED with every issue of every part at once, so a form can show all its errors;
 * a body that is not JSON at all is 415 UNSUPPORTED_MEDIA_TYPE.
 */
// Without a query schema the query stays as Express parsed it, so handlers can pass req on to shared helpers.
export function validate<TParams = Record<string, string>, TQuery = Request['query'], TBody = unknown>(
  schemas: RequestSchemas<TParams, TQuery, TBody>,
): RequestHandler<TParams, unknown, TBody, TQuery> {
  return (req, _res, next) => {
    if (schemas.body && hasBody(req.headers) && !req.is('application/json')) {
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON with the header Content-Type: application/json.');
    }
    const issues: ValidationIssue[] = [];
    if (schemas.params) {
      const parsed = schemas.params.safeParse(req.params);
      if (parsed.success) req.params = parsed.data;
      else issues.push(...issuesOf('params', parsed.error));
    }
    if (schemas.query) {
      const parsed = schemas.query.safeParse(req.query);
      // Express 5 exposes req.query as a getter; the parsed value shadows it on this request only.
      if (parsed.success) Object.defineProperty(req, 'query', { value: parsed.data, enumerable: true });
      else issues.push(...issuesOf('query', parsed.error));
    }
    if (schemas.body) {
      const parsed = schemas.body.safeParse(req.body);
      if (parsed.success) req.body = parsed.data;
      else issues.push(...issuesOf('body', parsed.error));
    }
    if (issues.length > 0) {
      throw new AppError(400, 'VALIDATION_FAILED', 'Some fields are missing or invalid; correct them and try again.', { issues });
    }
    next();
  };
}
