import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

/**
 * One line per request: method, path, status and duration. The line holds no secret by key (the redaction of
 * server/logger.ts looks for keys such as `password` or `cookie`), so it is written by a child without redaction,
 * which halves the cost of a log line on a busy server (`npm run bench:api`).
 */
/** Query values that open an account (a password reset or invitation link's token) never reach the log. */
const SECRET_QUERY_VALUE = /([?&](?:token|code)=)[^&#]*/gi;

export function loggedPath(url: string): string {
  return url.includes('?') ? url.replace(SECRET_QUERY_VALUE, '$1[redacted]') : url;
}

export function requestLogger(logger: Logger): RequestHandler {
  const access = logger.child({}, { redact: { paths: [] } });
  return (req, res, next) => {
    const startedAt = performance.now();
    res.on('finish', () => {
      access.info(
        { method: req.method, path: loggedPath(req.originalUrl), status: res.statusCode, durationMs: Math.round(performance.now() - startedAt) },
        'request',
      );
    });
    next();
  };
}
