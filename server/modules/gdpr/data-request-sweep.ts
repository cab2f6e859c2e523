// The periodic part of the data requests, run by housekeeping and by the service's sweep with its own clock.
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema';
import { eraseDueAccounts } from './account-deletion';
import type { AccountEraser, AfterErasure } from './account-deletion';
import { expireExportsAndFiles, prepareExport } from './data-exports';
import { listPendingExports } from './gdpr.repository';
import type { FileStore } from '../../files/file-store';

export interface DataRequestSweep {
  exportsPrepared: number;
  exportsExpired: number;
  accountsErased: number;
}

/**
 * The periodic part (housekeeping, at start and then hourly): exports left pending (a server stopped while preparing
 * one) are prepared, exports past their 48 hours expire, and deletions past their 14 days are carried out.
 */
export interface DataRequestSweepContext {
  db: Kysely<Database>;
  files: FileStore;
  eraseAccount: AccountEraser;
  afterErasure?: AfterErasure;
  logger?: Logger;
}

export async function sweepDataRequests(context: DataRequestSweepContext, now: Date): Promise<DataRequestSweep> {
  const { db, logger } = context;
  let exportsPrepared = 0;
  for (const pending of await listPendingExports(db)) {
    try {
      await prepareExport(context, pending.id, now);
      exportsPrepared += 1;
    } catch (error) {
      logger?.warn({ err: error, requestId: pending.id }, 'A data export could not be prepared');
    }
  }
  const exportsExpired = await expireExportsAndFiles(context, now);
  const accountsErased = await eraseDueAccounts(db, now, context.eraseAccount, context.afterErasure);
  return { exportsPrepared, exportsExpired, accountsErased };
}
