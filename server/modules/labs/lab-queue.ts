// The lab partner's side: its lab record, its queue of orders, each order's steps, the results and the PDF report.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountUser } from '@common/contracts/accounts';
import { LAB_REPORT_MAX_BYTES, LAB_TESTS } from '@common/contracts/labs';
import type { LabOrder, LabResultsRequest } from '@common/contracts/labs';
import {
  kitSampleExpected,
  LAB_ORDER_STATUS_LABELS,
  mayAttachLabReport,
  mayMoveLabOrder,
  normaliseVitaminDObservation,
  vitaminDBandOf,
} from '@common/lab-results';
import type { LabOrderStatus, VitaminDBandSet } from '@common/lab-results';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import type { AppError } from '../../http/app-error';
import type { LabOrderViews } from './lab-order-views';
import type { FileStore } from '../../files/file-store';
import { storeFile } from '../../files/stored-files';
import { labReportKey } from './lab-report-files';
import { kitNotDelivered, knownOrderStatus, labError, labOrderNotFound, reportTooLarge, statusOf, testsOf } from './lab-rules';
import { recordLabStep } from './lab-steps';
import {
  assignUnassignedOrders,
  findFirstLab,
  findLabOfUser,
  findLabOrder,
  insertLab,
  insertObservations,
  listLabOrdersOfLab,
  moveLabOrderStatus,
  saveReport,
  shopOrderStatuses,
} from './labs.repository';
import type { LabObservationRow, LabOrderRow, LabRow } from './labs.repository';

function statusNotAllowed(message: string, status: LabOrderStatus): AppError {
  return labError(409, 'LAB_STATUS_NOT_ALLOWED', message, { status });
}

/**
 * The lab record of a lab account, made when it has none (at its first lab call, or by the development seed so that
 * practitioners can order before the lab has signed in); orders waiting for any lab go to the first lab made.
 */
export async function openLab(db: Kysely<Database>, account: { userId: string; name: string }, now = new Date()): Promise<LabRow> {
  const found = await findLabOfUser(db, account.userId);
  if (found) return found;
  const row: LabRow = { id: randomUUID(), name: account.name, user_id: account.userId, created_at: now.toISOString() };
  try {
    await insertLab(db, row);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const lab = await findLabOfUser(db, account.userId);
  if (!lab) throw new Error(`The lab of ${account.userId} vanished after it was written`);
  await assignUnassignedOrders(db, (await findFirstLab(db))?.id ?? lab.id, now.toISOString());
  return lab;
}

export interface LabQueueDependencies {
  db: Kysely<Database>;
  /** Where report PDFs are kept (the database keeps their keys). */
  files: FileStore;
  bandSet: VitaminDBandSet;
  views: LabOrderViews;
}

export class LabQueue {
  readonly #db: Kysely<Database>;
  readonly #files: FileStore;
  readonly #bandSet: VitaminDBandSet;
  readonly #views: LabOrderViews;

  constructor(deps: LabQueueDependencies) {
    this.#db = deps.db;
    this.#files = deps.files;
    this.#bandSet = deps.bandSet;
    this.#views = deps.views;
  }

  /** The lab of a lab account, made on its first use; orders waiting for any lab go to the first lab made. */
  labOf(user: AccountUser, now = new Date()): Promise<LabRow> {
    return this.openLab({ userId: user.id, name: user.displayName || user.email }, now);
  }

  /**
   * The lab record of a lab account, made when it has none (at its first lab call, or by the development seed so that
   * practitioners can order before the lab has signed in); orders waiting for any lab go to the first lab made.
   */
  openLab(account: { userId: string; name: string }, now = new Date()): Promise<LabRow> {
    return openLab(this.#db, account, now);
  }

  async queue(labUser: AccountUser, status: LabOrderStatus | undefined): Promise<LabOrder[]> {
    const lab = await this.labOf(labUser);
    return this.#views.many(await listLabOrdersOfLab(this.#db, lab.id, status));
  }

  async labOrder(labUser: AccountUser, id: string): Promise<LabOrder> {
    return this.#views.one(await this.#orderOfLab(labUser, id));
  }

  async moveStatus(labUser: AccountUser, id: string, to: LabOrderStatus, note: string | undefined, now = new Date()): Promise<LabOrder> {
    const row = await this.#orderOfLab(labUser, id);
    const from = statusOf(row);
    if (to === 'resulted' && from === 'processing') {
      throw labError(409, 'RESULTS_REQUIRED', 'Enter the results to mark this order resulted.', { status: from });
    }
    if (!mayMoveLabOrder(from, to)) {
      throw statusNotAllowed(
        `This order is ${LAB_ORDER_STATUS_LABELS[from].toLowerCase()}; it cannot become ${LAB_ORDER_STATUS_LABELS[to].toLowerCase()}.`,
        from,
      );
    }
    // Checked in the move's transaction, beside the status it reads.
    await this.#move(row, from, to, labUser.id, note ?? null, now, async (trx) => {
      const refusal = to === 'sample_received' ? await this.#kitAwaitingDelivery(trx, row) : null;
      if (refusal) throw refusal;
    });
    return this.labOrder(labUser, id);
  }

  /** Checks every observation first (nothing is stored unless all pass), then stores them and marks the order resulted. */
  async enterResults(labUser: AccountUser, id: string, request: LabResultsRequest, now = new Date()): Promise<LabOrder> {
    const row = await this.#orderOfLab(labUser, id);
    const from = statusOf(row);
    if (from !== 'processing') {
      await this.#refuseUndeliveredKit(row, from);
      throw statusNotAllowed(`Results can be entered while an order is processing; this one is ${LAB_ORDER_STATUS_LABELS[from].toLowerCase()}.`, from);
    }
    const ordered = testsOf(row.tests);
    const bandSet = this.#bandSet;
    const observations: LabObservationRow[] = request.observations.map((entered, index) => {
      const checked = normaliseVitaminDObservation(entered);
      if (!checked.ok) throw labError(400, checked.problem, checked.message, { index, code: entered.code, unit: entered.unit, value: entered.value });
      if (!ordered.some((test) => LAB_TESTS[test].loinc === checked.code)) {
        throw labError(400, 'TEST_NOT_ORDERED', 'This order does not include that test; enter results only for the tests ordered.', {
          index,
          code: checked.code,
        });
      }
      return {
        id: randomUUID(),
        lab_order_id: row.id,
        code: checked.code,
        entered_code: entered.code.trim(),
        entered_unit: entered.unit.trim(),
        ng_per_ml_x100: Math.round(checked.ngPerMl * 100),
        nmol_per_l_x100: Math.round(checked.nmolPerL * 100),
        band: vitaminDBandOf(checked.ngPerMl, bandSet).id,
        band_set: bandSet.id,
        observed_at: new Date(entered.observedAt).toISOString(),
        created_at: now.toISOString(),
      };
    });
    await this.#move(row, from, 'resulted', labUser.id, null, now, (trx) => insertObservations(trx, observations));
    return this.labOrder(labUser, id);
  }

  /** Stores the PDF after checking it really is one (its first bytes are %PDF-). */
  async attachReport(labUser: AccountUser, id: string, content: Buffer, now = new Date()): Promise<LabOrder> {
    const row = await this.#orderOfLab(labUser, id);
    const status = statusOf(row);
    if (!mayAttachLabReport(status)) {
      await this.#refuseUndeliveredKit(row, status);
      throw statusNotAllowed(
        status === 'cancelled' ? 'This order is cancelled and takes no report.' : 'Attach the report once the sample has been received.',
        status,
      );
    }
    if (content.length > LAB_REPORT_MAX_BYTES) throw reportTooLarge();
    if (content.subarray(0, 5).toString('latin1') !== '%PDF-') {
      throw labError(400, 'REPORT_NOT_PDF', 'This file is not a PDF. Export the report as PDF and attach that file.');
    }
    // The file first: a report row always points at a file that exists (a replaced report overwrites its file).
    const fileKey = labReportKey(row.customer_id, row.id);
    await storeFile(this.#files, fileKey, content, 'application/pdf');
    await saveReport(this.#db, {
      lab_order_id: row.id,
      content_base64: '',
      file_key: fileKey,
      size_bytes: content.length,
      uploaded_by: labUser.id,
      uploaded_at: now.toISOString(),
    });
    return this.labOrder(labUser, id);
  }

  async #orderOfLab(labUser: AccountUser, id: string): Promise<LabOrderRow> {
    const lab = await this.labOf(labUser);
    const row = await findLabOrder(this.#db, id);
    if (!row || row.lab_id !== lab.id) throw labOrderNotFound(id);
    return row;
  }

  /** A test kit's sample can arrive only once its shop order is delivered: the refusal until then, else null. */
  async #kitAwaitingDelivery(db: Kysely<Database>, row: LabOrderRow): Promise<AppError | null> {
    if (row.source !== 'kit' || row.shop_order_id === null) return null;
    const orderStatus = knownOrderStatus((await shopOrderStatuses(db, [row.shop_order_id])).get(row.shop_order_id));
    if (orderStatus === undefined || kitSampleExpected(orderStatus)) return null;
    return kitNotDelivered(row, orderStatus);
  }

  /** An order still waiting for its kit's sample is refused with why, before the general refusal of its status. */
  async #refuseUndeliveredKit(row: LabOrderRow, status: LabOrderStatus): Promise<void> {
    const refusal = status === 'ordered' ? await this.#kitAwaitingDelivery(this.#db, row) : null;
    if (refusal) throw refusal;
  }

  async #move(
    row: LabOrderRow,
    from: LabOrderStatus,
    to: LabOrderStatus,
    actor: string,
    note: string | null,
    now: Date,
    alongside: (trx: Kysely<Database>) => Promise<void>,
  ): Promise<void> {
    const at = now.toISOString();
    await this.#db.transaction().execute(async (trx) => {
      if (!(await moveLabOrderStatus(trx, row.id, from, to, at))) {
        throw labError(409, 'LAB_STATUS_CONFLICT', 'Someone else changed this order at the same moment. Reload it and try again.', { status: from });
      }
      await alongside(trx);
      await recordLabStep(trx, row, { status: to, note, actor, at });
    });
  }
}
