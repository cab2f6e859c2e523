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
import type { PaymentMethod } from '@common/contracts/checkout';
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
import type { AccountEraser, ErasedAccount } from './account-deletion';
import { z } from 'zod';
import type { FileStore } from '../../files/file-store';
import { accountFilesFolder } from '../../files/stored-files';
import { defineJob } from '../../jobs/job-queue';
import type { JobQueue } from '../../jobs/job-queue';
import type { SendMail } from '../../mail/mail-jobs';
import { dataExportReadyMail, deletionDoneMail, deletionScheduledMail } from '../../mail/templates/privacy-mails';
import { accountNamesByIds } from '../accounts/accounts.exports';
import type { RecurringPayments } from '../checkout/checkout.exports';
import { findDataRequest } from './gdpr.repository';

export interface GdprDependencies {
  db: Kysely<Database>;
  logger: Logger;
  limiter: RateLimiter;
  /** Where ready exports are kept, each account's in its own folder. */
  files: FileStore;
  /** Export preparations, the removal of an erased account's files and the mails run as jobs. */
  jobs: JobQueue;
  sendMail: SendMail;
  /** Erases an account whose deletion came due (server/flows/erase-account.ts, wired in by app.ts). */
  eraseAccount: AccountEraser;
  /**
   * The payment providers where a subscription saved a way of paying (card: Stripe's customer with its cards;
   * razorpay: the UPI AutoPay tokens of Razorpay's customer), by way of paying, which delete an erased account's.
   */
  paymentCustomers?: Readonly<Partial<Record<PaymentMethod, Pick<RecurringPayments, 'deleteCustomer'>>>>;
  now?: () => Date;
}

/** Times in the privacy mails: the store's zone (it sells in India; accounts keep no zone of their own yet). */
const MAIL_TIME_ZONE = 'Asia/Kolkata';

const PREPARE_EXPORT_JOB = defineJob({
  name: 'gdpr.prepare-export',
  payload: z.object({ requestId: z.string().max(64), origin: z.string().max(200).nullable() }),
  attempts: 3,
  backoffMs: 60_000,
});

const ERASE_FILES_JOB = defineJob({ name: 'gdpr.erase-files', payload: z.object({ userId: z.string().max(64) }), attempts: 8, backoffMs: 60_000 });

// Best effort: the account is erased already; a provider that keeps refusing is logged by the queue on each attempt.
// A job queued before Razorpay's mandates were saved names no way of paying: it was a card's.
const DELETE_PAYMENT_CUSTOMER_JOB = defineJob({
  name: 'gdpr.delete-payment-customer',
  payload: z.object({ customerId: z.string().min(1).max(255), method: z.enum(['card', 'razorpay']).default('card') }),
  attempts: 8,
  backoffMs: 60_000,
});

export class GdprService {
  readonly #context: GdprContext & ExportContext;
  readonly #deps: GdprDependencies;

  constructor(deps: GdprDependencies) {
    this.#deps = deps;
    const context = { db: deps.db, files: deps.files, logger: deps.logger, limiter: deps.limiter, now: deps.now ?? (() => new Date()) };
    const queuePreparation = async (requestId: string, origin: string | undefined) => {
      await deps.jobs.enqueue(PREPARE_EXPORT_JOB, { requestId, origin: origin ?? null }, { key: `gdpr-export:${requestId}` });
    };
    this.#context = { ...context, preparations: new ExportPreparations(context), queuePreparation };
    deps.jobs.handle(PREPARE_EXPORT_JOB, ({ requestId, origin }) => this.#prepareAndTell(requestId, origin));
    deps.jobs.handle(ERASE_FILES_JOB, async ({ userId }) => {
      await deps.files.deleteUnder(accountFilesFolder(userId));
    });
    deps.jobs.handle(DELETE_PAYMENT_CUSTOMER_JOB, async ({ customerId, method }) => {
      const provider = deps.paymentCustomers?.[method];
      if (!provider) {
        deps.logger.warn({ customerId, method }, 'What an erased account saved at a payment provider was not deleted: that provider is not configured');
        return;
      }
      await provider.deleteCustomer(customerId);
      deps.logger.info({ customerId, method }, 'What an erased account saved at a payment provider was deleted there');
    });
  }

  /** The export job: prepares it (or finds it prepared by a status read) and mails its owner once it is ready. */
  async #prepareAndTell(requestId: string, origin: string | null): Promise<void> {
    await this.#context.preparations.run(requestId);
    const row = await findDataRequest(this.#deps.db, requestId);
    if (row?.status !== 'ready' || row.expires_at === null) return;
    const account = (await accountNamesByIds(this.#deps.db, [row.user_id])).get(row.user_id);
    if (!account || origin === null) return;
    const mail = dataExportReadyMail({
      to: account.email,
      name: account.displayName,
      publicOrigin: origin,
      availableUntil: row.expires_at,
      timeZone: MAIL_TIME_ZONE,
    });
    await this.#deps.sendMail(mail, `gdpr-export-ready:${requestId}`);
  }

  /**
   * After an erasure committed: the account's files and what the payment providers saved for it go (retried as jobs),
   * and its last mail is sent.
   */
  readonly #afterErasure = async (erased: ErasedAccount): Promise<void> => {
    await this.#deps.jobs.enqueue(ERASE_FILES_JOB, { userId: erased.userId }, { key: `gdpr-erase-files:${erased.userId}` });
    for (const { method, customerId } of erased.paymentCustomers ?? []) {
      if (method !== 'card' && method !== 'razorpay') continue;
      await this.#deps.jobs.enqueue(DELETE_PAYMENT_CUSTOMER_JOB, { customerId, method }, { key: `gdpr-delete-payment-customer:${customerId}` });
    }
    await this.#deps.sendMail(deletionDoneMail({ to: erased.email, name: erased.name }), `gdpr-deletion-done:${erased.userId}`);
  };

  // ---- export

  exportStatus(userId: string): Promise<DataExportStatusResponse> {
    return exportStatus(this.#context, userId);
  }

  /** 202 with the new (or the still pending) export; 409 EXPORT_TOO_SOON within a day of the last one. `origin` builds the mail's link. */
  requestExport(userId: string, origin: string | undefined): Promise<DataExportStatusResponse> {
    return requestExport(this.#context, userId, origin);
  }

  /** The document of a ready export of this account. */
  download(userId: string, id: string): Promise<{ fileName: string; document: string }> {
    return downloadExport(this.#context, userId, id);
  }

  // ---- deletion

  deletionStatus(userId: string): Promise<DataDeletion | null> {
    return deletionStatus(this.#context.db, userId);
  }

  /** Schedules the erasure in 14 days after the person proved it is them; ends every session of the account; mails them. */
  async requestDeletion(
    user: { id: string; email: string; displayName: string; roles: readonly Role[] },
    sessionId: string,
    body: DeletionRequest,
    origin: string | undefined,
  ): Promise<DataDeletion> {
    const deletion = await requestDeletion(this.#context, user, sessionId, body);
    if (origin !== undefined) {
      const mail = deletionScheduledMail({
        to: user.email,
        name: user.displayName,
        publicOrigin: origin,
        deleteAt: deletion.scheduledFor,
        timeZone: MAIL_TIME_ZONE,
      });
      await this.#deps.sendMail(mail, `gdpr-deletion-scheduled:${deletion.id}`);
    }
    return deletion;
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
    return this.sweepAt(this.#context.now());
  }

  /** The periodic sweep at `now` (the hourly housekeeping job). */
  sweepAt(now: Date): Promise<DataRequestSweep> {
    const { db, files, logger } = this.#context;
    return sweepDataRequests({ db, files, logger, eraseAccount: this.#deps.eraseAccount, afterErasure: this.#afterErasure }, now);
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
