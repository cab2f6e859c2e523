import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

/** One structured line per request, written when the response is finished. */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const startedAt = performance.now();
    res.on('finish', () => {
      logger.info({ method: req.method, path: req.originalUrl, status: res.statusCode, durationMs: Math.round(performance.now() - startedAt) }, 'request');
    });
    next();
  };
}
