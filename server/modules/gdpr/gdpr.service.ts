// GDPR self-service (issue 16): the one object createApp builds for the module. Each use case lives in its own file
// and the methods here hand over to it: a customer's export (data-exports.ts), the deletion of an account
// (account-deletion.ts), the periodic sweep of both (data-request-sweep.ts), and the staff's view of consents and data
// requests (staff-views.ts). Time comes from an injected clock so the 48 hours and 14 days are tested without waiting.
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type {
  ConsentLedgerPage,
  ConsentLedgerQuery,
  DataDeletion,
  DataExportStatusResponse,
  DataRequestsPage,
  DataRequestsQuery,
  DeletionRequest,
} from '@common/contracts/gdpr';
import type { Role } from '@common/roles';
import type { Database } from '../../db/schema';
import type { RateLimiter } from '../../http/rate-limit';
import type { StaffWrite } from '../audit/audit.exports';
import { cancelDeletion, cancelDeletionOnSignIn, deletionStatus, requestDeletion } from './account-deletion';
import { downloadExport, ExportPreparations, exportStatus, requestExport } from './data-exports';
import type { ExportContext } from './data-exports';
import { sweepDataRequests } from './data-request-sweep';
import type { DataRequestSweep } from './data-request-sweep';
import type { GdprContext } from './gdpr-context';
import { consentLedger, consentLedgerCsv, dataRequests, openDataRequests } from './staff-views';

// Named here too, where the module's tests import them.
export { eraseDueAccounts } from './account-deletion';
export { prepareExport } from './data-exports';
export { sweepDataRequests } from './data-request-sweep';
import type { AccountEraser } from './account-deletion';

export interface GdprDependencies {
  db: Kysely<Database>;
  logger: Logger;
  limiter: RateLimiter;
  /** Erases an account whose deletion came due (server/flows/erase-account.ts, wired in by app.ts). */
  eraseAccount: AccountEraser;
  now?: () => Date;
}

export class GdprService {
  readonly #context: GdprContext & ExportContext;
  readonly #eraseAccount: AccountEraser;

  constructor(deps: GdprDependencies) {
    this.#eraseAccount = deps.eraseAccount;
    const context = { db: deps.db, logger: deps.logger, limiter: deps.limiter, now: deps.now ?? (() => new Date()) };
    this.#context = { ...context, preparations: new ExportPreparations(context) };
  }

  // ---- export

  exportStatus(userId: string): Promise<DataExportStatusResponse> {
    return exportStatus(this.#context, userId);
  }

  /** 202 with the new (or the still pending) export; 409 EXPORT_TOO_SOON within a day of the last one. */
  requestExport(userId: string): Promise<DataExportStatusResponse> {
    return requestExport(this.#context, userId);
  }

  /** The document of a ready export of this account. */
  download(userId: string, id: string): Promise<{ fileName: string; document: string }> {
    return downloadExport(this.#context, userId, id);
  }

  // ---- deletion

  deletionStatus(userId: string): Promise<DataDeletion | null> {
    return deletionStatus(this.#context.db, userId);
  }

  /** Schedules the erasure in 14 days after the person proved it is them; ends every session of the account. */
  requestDeletion(user: { id: string; roles: readonly Role[] }, sessionId: string, body: DeletionRequest): Promise<DataDeletion> {
    return requestDeletion(this.#context, user, sessionId, body);
  }

  /** DELETE while signed in; 404 NO_DELETION_SCHEDULED when there is nothing to cancel. */
  cancelDeletion(userId: string): Promise<DataDeletion> {
    return cancelDeletion(this.#context, userId);
  }

  /** Runs at every sign-in: coming back within the 14 days cancels the deletion. True when one was cancelled. */
  cancelOnSignIn(userId: string): Promise<boolean> {
    return cancelDeletionOnSignIn(this.#context, userId);
  }

  /** The periodic sweep with this service's clock (tests call it with an injected one). */
  sweep(): Promise<DataRequestSweep> {
    return sweepDataRequests(this.#context.db, this.#context.now(), this.#eraseAccount, this.#context.logger);
  }

  // ---- staff

  consentLedger(query: ConsentLedgerQuery): Promise<ConsentLedgerPage> {
    return consentLedger(this.#context.db, query);
  }

  /** The CSV of every entry the filter matches (page and pageSize ignored), in batches; audited as a staff export. */
  consentLedgerCsv(query: ConsentLedgerQuery, by: StaffWrite): AsyncGenerator<string> {
    return consentLedgerCsv(this.#context, query, by);
  }

  dataRequests(query: DataRequestsQuery): Promise<DataRequestsPage> {
    return dataRequests(this.#context.db, query);
  }

  openRequests(): Promise<number> {
    return openDataRequests(this.#context.db);
  }
}
