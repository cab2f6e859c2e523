// What people read of lab orders: the customer their own, a consenting practitioner a client's (logged), the PDF
// report, and the notices of each step.
import type { Kysely } from 'kysely';
import type { AccountUser } from '@common/contracts/accounts';
import type { LabNotification, LabOrder } from '@common/contracts/labs';
import { isLabOrderStatus } from '@common/lab-results';
import type { Database } from '../../db/schema';
import { logClientRead, sharedWith } from '../care/care.exports';
import type { LabOrderViews } from './lab-order-views';
import { consentWithLabResults, labError, labOrderNotFound } from './lab-rules';
import type { FileStore } from '../../files/file-store';
import { readReportContent } from './lab-report-files';
import { findLabOfUser, findLabOrder, findReport, listLabOrdersOfCustomer, listNotificationsOf } from './labs.repository';

export const LAB_NOTIFICATION_LIMIT = 50;

export interface LabOrderReadsDependencies {
  db: Kysely<Database>;
  files: FileStore;
  views: LabOrderViews;
}

export class LabOrderReads {
  readonly #db: Kysely<Database>;
  readonly #files: FileStore;
  readonly #views: LabOrderViews;

  constructor(deps: LabOrderReadsDependencies) {
    this.#db = deps.db;
    this.#files = deps.files;
    this.#views = deps.views;
  }

  async customerOrders(customerId: string): Promise<LabOrder[]> {
    return this.#views.many(await listLabOrdersOfCustomer(this.#db, customerId));
  }

  /** A consenting practitioner reads a client's lab orders; the read is logged for the client first. */
  async clientOrders(practitioner: AccountUser, clientId: string, now = new Date()): Promise<LabOrder[]> {
    const consent = await consentWithLabResults(this.#db, practitioner.id, clientId);
    await logClientRead(this.#db, { clientId, practitionerId: practitioner.id, consentId: consent.consentId, scopes: ['lab_results'], at: now });
    return this.customerOrders(clientId);
  }

  /** The PDF for its customer, its lab, or a practitioner the customer shares lab results with (that read is logged). */
  async report(user: AccountUser, id: string, now = new Date()): Promise<{ content: Buffer; filename: string }> {
    const db = this.#db;
    const row = await findLabOrder(db, id);
    if (!row) throw labOrderNotFound(id);
    const lab = row.lab_id ? await findLabOfUser(db, user.id) : undefined;
    const allowed = row.customer_id === user.id || (lab !== undefined && lab.id === row.lab_id);
    if (!allowed) {
      const consent = await sharedWith(db, row.customer_id, user.id);
      if (!consent?.scopes.includes('lab_results')) throw labOrderNotFound(id);
      await logClientRead(db, { clientId: row.customer_id, practitionerId: user.id, consentId: consent.consentId, scopes: ['lab_results'], at: now });
    }
    const report = await findReport(db, row.id);
    if (!report) throw labError(404, 'REPORT_NOT_FOUND', 'This lab order has no PDF report yet.', { labOrderId: id });
    const content = await readReportContent(this.#files, report);
    if (!content) throw labError(404, 'REPORT_NOT_FOUND', 'This lab order has no PDF report yet.', { labOrderId: id });
    return { content, filename: `lab-report-${row.id.slice(0, 8)}.pdf` };
  }

  async notifications(userId: string): Promise<LabNotification[]> {
    const rows = await listNotificationsOf(this.#db, userId, LAB_NOTIFICATION_LIMIT);
    return rows.flatMap((row) =>
      isLabOrderStatus(row.status) ? [{ id: row.id, labOrderId: row.lab_order_id, status: row.status, message: row.message, createdAt: row.created_at }] : [],
    );
  }
}
