// What the GDPR use cases share: the service's collaborators with its clock, and the hour its periods are counted in.
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema';
import type { RateLimiter } from '../../http/rate-limit';
import type { FileStore } from '../../files/file-store';

export interface GdprContext {
  db: Kysely<Database>;
  /** Where ready exports are kept. */
  files: FileStore;
  logger: Logger;
  limiter: RateLimiter;
  /** The injected clock, so the 48 hours and 14 days are tested without waiting. */
  now: () => Date;
}

export const HOUR_MS = 60 * 60 * 1000;

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}
