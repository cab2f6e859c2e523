// Rows that have stopped meaning anything: sessions past their expiry, rate-limit windows that have closed, and
// desktop sign-in codes a day after they expired (kept that long so a late exchange is still answered "expired").
// Runs at start and then every hour; a database outage only postpones it.
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema';

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
const DESKTOP_CODE_GRACE_MS = 24 * 60 * 60 * 1000;

export interface SweepResult {
  sessions: number;
  rateLimitBuckets: number;
  desktopAuthCodes: number;
}

export async function sweepExpiredRows(db: Kysely<Database>, now: Date = new Date()): Promise<SweepResult> {
  const at = now.toISOString();
  const sessions = await db.deleteFrom('sessions').where('expires_at', '<=', at).executeTakeFirst();
  const buckets = await db.deleteFrom('rate_limit_buckets').where('window_ends_at', '<=', at).executeTakeFirst();
  const codes = await db
    .deleteFrom('desktop_auth_codes')
    .where('expires_at', '<=', new Date(now.getTime() - DESKTOP_CODE_GRACE_MS).toISOString())
    .executeTakeFirst();
  return {
    sessions: Number(sessions.numDeletedRows),
    rateLimitBuckets: Number(buckets.numDeletedRows),
    desktopAuthCodes: Number(codes.numDeletedRows),
  };
}

export interface Housekeeping {
  /** Stops the timer and waits for a sweep in progress. */
  stop(): Promise<void>;
}

export function startHousekeeping(db: Kysely<Database>, logger: Logger, intervalMs = HOUSEKEEPING_INTERVAL_MS): Housekeeping {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = running.then(async () => {
      try {
        const removed = await sweepExpiredRows(db);
        if (removed.sessions + removed.rateLimitBuckets + removed.desktopAuthCodes > 0) logger.info(removed, 'Expired rows removed');
      } catch (error) {
        logger.warn({ err: error }, 'Housekeeping skipped: the database did not answer');
      }
    });
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
