// Rows that have stopped meaning anything: sessions past their expiry, rate-limit windows that have closed, and
// desktop sign-in codes a day after they expired (kept that long so a late exchange is still answered "expired").
// Runs on the job queue at start and then every hour; a database outage only postpones it.
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema';
import { deleteClosedWindows } from '../../http/rate-limit';
import { deleteFinishedJobs } from '../../jobs/embedded-job-queue';
import type { Schedule } from '../../jobs/schedules';
import { deleteCodesExpiredBy } from '../desktop-auth/desktop-auth.exports';
import type { DataRequestSweep } from '../gdpr/gdpr.exports';
import { deleteExpiredSessions } from '../sessions/sessions.exports';

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
const DESKTOP_CODE_GRACE_MS = 24 * 60 * 60 * 1000;

export interface SweepResult {
  sessions: number;
  rateLimitBuckets: number;
  desktopAuthCodes: number;
  /** The embedded queue's jobs past their retention (server/jobs). */
  finishedJobs: number;
}

export async function sweepExpiredRows(db: Kysely<Database>, now: Date = new Date()): Promise<SweepResult> {
  const at = now.toISOString();
  return {
    sessions: await deleteExpiredSessions(db, at),
    rateLimitBuckets: await deleteClosedWindows(db, at),
    desktopAuthCodes: await deleteCodesExpiredBy(db, new Date(now.getTime() - DESKTOP_CODE_GRACE_MS).toISOString()),
    finishedJobs: await deleteFinishedJobs(db, now),
  };
}

/**
 * The hourly housekeeping, run by the job queue once across instances. `sweepDataRequests` is the gdpr module's
 * periodic part, with the account erasure createApp wires into it (server/flows/erase-account.ts).
 */
export function housekeepingSchedule(
  db: Kysely<Database>,
  logger: Logger,
  sweepDataRequests: (now: Date) => Promise<DataRequestSweep>,
  everyMs = HOUSEKEEPING_INTERVAL_MS,
): Schedule {
  return {
    name: 'housekeeping',
    everyMs,
    run: async (now) => {
      const removed = await sweepExpiredRows(db, now);
      if (Object.values(removed).some((count) => count > 0)) logger.info(removed, 'Expired rows removed');
      // GDPR (issue 16): exports left pending by a stopped server, exports past 48 hours, deletions past 14 days.
      const requests = await sweepDataRequests(now);
      if (requests.exportsPrepared + requests.exportsExpired + requests.accountsErased > 0) logger.info(requests, 'Data requests handled');
    },
  };
}
