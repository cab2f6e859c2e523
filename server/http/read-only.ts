// Spec 7 and 8: while the database is unreachable the store is read-only, except for sign-in, sign-up and purchase,
// and signing out, which a person must always be able to do.
import type { RequestHandler } from 'express';
import { HIGH_LOAD_TEXT, READ_ONLY_ALLOWED_WRITES, READ_ONLY_TEXT, SIGN_OUT_PATH, WRITES_THAT_STORE_NOTHING } from '@common/system-texts';
import type { DatabaseHealth } from '../db/health';
import { AppError } from './app-error';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

export function refuseWritesWhileReadOnly(health: Pick<DatabaseHealth, 'available'>): RequestHandler {
  return (req, _res, next) => {
    if (health.available || READ_METHODS.has(req.method)) return next();
    const path = withoutTrailingSlash(req.baseUrl + req.path);
    if (READ_ONLY_ALLOWED_WRITES.includes(path) || path === SIGN_OUT_PATH || WRITES_THAT_STORE_NOTHING.includes(path)) return next();
    throw new AppError(503, 'READ_ONLY', READ_ONLY_TEXT);
  };
}

/** For routers whose reads cannot be answered without the database (a full one still answers them). */
export function requireDatabase(health: Pick<DatabaseHealth, 'readable'>): RequestHandler {
  return (_req, _res, next) => {
    if (!health.readable) throw new AppError(503, 'DATABASE_UNAVAILABLE', HIGH_LOAD_TEXT);
    next();
  };
}
