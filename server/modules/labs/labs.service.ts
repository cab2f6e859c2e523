// The labs module's one object for createApp: each use case lives in its own file, and these methods pass to it.
import type { Kysely } from 'kysely';
import type { AccountUser } from '@common/contracts/accounts';
import type { CreateLabOrderRequest, LabNotification, LabOrder, LabResultsRequest } from '@common/contracts/labs';
import { DEFAULT_VITAMIN_D_BANDS } from '@common/lab-results';
import type { LabOrderStatus, VitaminDBandSet } from '@common/lab-results';
import type { Database } from '../../db/schema';
import type { FileStore } from '../../files/file-store';
import type { Logger } from 'pino';
import type { JobQueue } from '../../jobs/job-queue';
import type { SendMail } from '../../mail/mail-jobs';
import type { MailPreferences } from '../../mail/mail-preferences';
import { labResultReadyMail } from '../../mail/templates/care-mails';
import { accountNamesByIds } from '../accounts/accounts.exports';
import { findLabOrder } from './labs.repository';
import { KitSampleReminders } from './kit-sample-reminders';
import { LabOrderReads } from './lab-order-reads';
import { LabOrderViews } from './lab-order-views';
import { LabOrdering } from './lab-ordering';
import { LabQueue } from './lab-queue';
import type { LabRow } from './labs.repository';

export interface LabsDependencies {
  db: Kysely<Database>;
  /** Where report PDFs are kept. */
  files: FileStore;
  /** "Your lab result is ready" (never the value) goes out through it; no mail when omitted (the seed). */
  sendMail?: SendMail;
  /** The interpretation bands new results are read against; DEFAULT_VITAMIN_D_BANDS when omitted. */
  vitaminDBands?: VitaminDBandSet;
  /** A delivered kit's reminder to post its sample (with sendMail); none when omitted (the seed). */
  kitReminders?: { jobs: JobQueue; preferences: MailPreferences; logger: Logger; now?: () => Date };
}

export class LabsService {
  readonly bandSet: VitaminDBandSet;
  readonly #ordering: LabOrdering;
  readonly #queue: LabQueue;
  readonly #reads: LabOrderReads;

  readonly #db: Kysely<Database>;
  readonly #sendMail: SendMail | undefined;
  readonly #kitReminders: KitSampleReminders | undefined;

  constructor(deps: LabsDependencies) {
    const { db } = deps;
    this.#db = db;
    this.#sendMail = deps.sendMail;
    this.#kitReminders =
      deps.sendMail && deps.kitReminders
        ? new KitSampleReminders({ db, sendMail: deps.sendMail, ...deps.kitReminders, now: deps.kitReminders.now ?? (() => new Date()) })
        : undefined;
    this.bandSet = deps.vitaminDBands ?? DEFAULT_VITAMIN_D_BANDS;
    const views = new LabOrderViews({ db, bandSet: this.bandSet });
    this.#ordering = new LabOrdering({ db, views });
    this.#queue = new LabQueue({ db, files: deps.files, bandSet: this.bandSet, views });
    this.#reads = new LabOrderReads({ db, files: deps.files, views });
  }

  // ── Ordering tests (lab-ordering.ts) ────────────────────────────────────

  orderForClient(practitioner: AccountUser, clientId: string, request: CreateLabOrderRequest, now?: Date): Promise<LabOrder> {
    return this.#ordering.forClient(practitioner, clientId, request, now);
  }

  orderKits(shopOrder: { id: string; status: string; lines: readonly { slug: string }[] }, customerId: string, now?: Date): Promise<void> {
    return this.#ordering.kits(shopOrder, customerId, now);
  }

  /** A shop order was delivered: a test kit in it gets its sample reminder queued. */
  async kitDelivered(shopOrderId: string, origin: string | undefined): Promise<void> {
    await this.#kitReminders?.delivered(shopOrderId, origin);
  }

  endKitOfShopOrder(trx: Kysely<Database>, shopOrderId: string, ending: 'cancelled' | 'refunded', at: string): Promise<void> {
    return this.#ordering.endKitOfShopOrder(trx, shopOrderId, ending, at);
  }

  // ── The lab partner's queue (lab-queue.ts) ──────────────────────────────

  labOf(user: AccountUser, now?: Date): Promise<LabRow> {
    return this.#queue.labOf(user, now);
  }

  openLab(account: { userId: string; name: string }, now?: Date): Promise<LabRow> {
    return this.#queue.openLab(account, now);
  }

  queue(labUser: AccountUser, status: LabOrderStatus | undefined): Promise<LabOrder[]> {
    return this.#queue.queue(labUser, status);
  }

  labOrder(labUser: AccountUser, id: string): Promise<LabOrder> {
    return this.#queue.labOrder(labUser, id);
  }

  moveStatus(labUser: AccountUser, id: string, to: LabOrderStatus, note: string | undefined, now?: Date): Promise<LabOrder> {
    return this.#queue.moveStatus(labUser, id, to, note, now);
  }

  /** Stores the results; the customer is told by mail that a result is ready (`origin` builds the link), never what it is. */
  async enterResults(labUser: AccountUser, id: string, request: LabResultsRequest, origin?: string, now?: Date): Promise<LabOrder> {
    const order = await this.#queue.enterResults(labUser, id, request, now);
    const customerId = (await findLabOrder(this.#db, id))?.customer_id;
    const customer = customerId === undefined ? undefined : (await accountNamesByIds(this.#db, [customerId])).get(customerId);
    if (customer && origin !== undefined && this.#sendMail) {
      await this.#sendMail(labResultReadyMail({ to: customer.email, name: customer.displayName, publicOrigin: origin }), `lab-result-ready:${id}`);
    }
    return order;
  }

  attachReport(labUser: AccountUser, id: string, content: Buffer, now?: Date): Promise<LabOrder> {
    return this.#queue.attachReport(labUser, id, content, now);
  }

  // ── Reading orders, reports and notices (lab-order-reads.ts) ────────────

  customerOrders(customerId: string): Promise<LabOrder[]> {
    return this.#reads.customerOrders(customerId);
  }

  clientOrders(practitioner: AccountUser, clientId: string, now?: Date): Promise<LabOrder[]> {
    return this.#reads.clientOrders(practitioner, clientId, now);
  }

  report(user: AccountUser, id: string, now?: Date): Promise<{ content: Buffer; filename: string }> {
    return this.#reads.report(user, id, now);
  }

  notifications(userId: string): Promise<LabNotification[]> {
    return this.#reads.notifications(userId);
  }
}
