// The periodic part of the data requests, run by housekeeping and by the service's sweep with its own clock.
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema';
import { eraseDueAccounts } from './account-deletion';
import type { AccountEraser } from './account-deletion';
import { prepareExport } from './data-exports';
import { expireExports, listPendingExports } from './gdpr.repository';

export interface DataRequestSweep {
  exportsPrepared: number;
  exportsExpired: number;
  accountsErased: number;
}

/**
 * The periodic part (housekeeping, at start and then hourly): exports left pending (a server stopped while preparing
 * one) are prepared, exports past their 48 hours expire, and deletions past their 14 days are carried out.
 */
export async function sweepDataRequests(db: Kysely<Database>, now: Date, eraseAccount: AccountEraser, logger?: Logger): Promise<DataRequestSweep> {
  let exportsPrepared = 0;
  for (const pending of await listPendingExports(db)) {
    try {
      await prepareExport(db, pending.id, now);
      exportsPrepared += 1;
    } catch (error) {
      logger?.warn({ err: error, requestId: pending.id }, 'A data export could not be prepared');
    }
  }
  const exportsExpired = await expireExports(db, now.toISOString());
  const accountsErased = await eraseDueAccounts(db, now, eraseAccount);
  return { exportsPrepared, exportsExpired, accountsErased };
}
