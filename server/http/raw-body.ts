// A file sent as the request body itself (a lab report PDF, a product photo): its Content-Type must be one the
// endpoint takes (else 415 UNSUPPORTED_MEDIA_TYPE), and a body over the limit is refused with the endpoint's own
// 413 before it is read to the end.
import express from 'express';
import type { RequestHandler } from 'express';
import { AppError } from './app-error';

export function rawBodyOf(options: { types: readonly string[]; limit: number; tooLarge: () => AppError; wrongType: string }): RequestHandler {
  const parse = express.raw({ type: [...options.types], limit: options.limit });
  return (req, res, next) => {
    if (!req.is([...options.types])) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', options.wrongType);
    parse(req, res, (error?: unknown) => {
      if ((error as { type?: string } | undefined)?.type === 'entity.too.large') return next(options.tooLarge());
      next(error);
    });
  };
}

/** The body rawBodyOf read, as bytes (empty when none came). */
export function bodyBytes(body: unknown): Buffer {
  return Buffer.isBuffer(body) ? body : Buffer.alloc(0);
}
