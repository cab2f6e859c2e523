import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountUser } from '@common/contracts/accounts';
import { LAB_TEST_IDS, LAB_TEST_KIT_PRODUCTS, LAB_TESTS, LAB_REPORT_MAX_BYTES } from '@common/contracts/labs';
import type { CreateLabOrderRequest, LabErrorCode, LabNotification, LabOrder, LabResultsRequest, LabTestId } from '@common/contracts/labs';
import { ORDER_STATUSES } from '@common/contracts/orders';
import type { OrderStatus } from '@common/contracts/orders';
import {
  DEFAULT_VITAMIN_D_BANDS,
  isLabOrderStatus,
  kitSampleExpected,
  LAB_ORDER_STATUS_LABELS,
  mayAttachLabReport,
  mayMoveLabOrder,
  normaliseVitaminDObservation,
  vitaminDBandOf,
} from '@common/lab-results';
import type { LabOrderStatus, VitaminDBandSet } from '@common/lab-results';
import { ORDER_STATUS_LABELS } from '@common/order-lifecycle';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../db/errors';
import { accountNamesByIds } from '../accounts/accounts.exports';
import { careError, logClientRead, sharedWith } from '../care/care.exports';
import {
  assignUnassignedOrders,
  eventsOfLabOrders,
  findFirstLab,
  findLabOfUser,
  findLabOrder,
  findLabOrderOfShopOrder,
  findLabsByIds,
  findReport,
  insertLab,
  insertLabOrder,
  insertLabOrderEvent,
  insertNotifications,
  insertObservations,
  listLabOrdersOfCustomer,
  listLabOrdersOfLab,
  listNotificationsOf,
  moveLabOrderStatus,
  observationsOfLabOrders,
  reportsOfLabOrders,
  saveReport,
  shopOrderStatuses,
} from './labs.repository';
import type { LabObservationRow, LabOrderRow, LabRow } from './labs.repository';

export const LAB_NOTIFICATION_LIMIT = 50;

export function labError(status: number, code: LabErrorCode, message: string, details?: Record<string, unknown>): AppError {
  return new AppError(status, code, message, details);
}

function labOrderNotFound(id: string): AppError {
  return labError(404, 'LAB_ORDER_NOT_FOUND', 'There is no such lab order for you. Reload the list to see the current orders.', { labOrderId: id });
}

export function reportUrl(labOrderId: string): string {
  return `/api/care/lab-orders/${encodeURIComponent(labOrderId)}/report`;
}

function testsOf(stored: string): LabTestId[] {
  const named = new Set(stored.split(','));
  return LAB_TEST_IDS.filter((test) => named.has(test));
}

function knownOrderStatus(value: string | undefined): OrderStatus | undefined {
  return ORDER_STATUSES.find((status) => status === value);
}

/** The refusal of a step that needs the sample of a test kit whose shop order is not delivered yet. */
function kitNotDelivered(row: LabOrderRow, orderStatus: OrderStatus): AppError {
  const label = ORDER_STATUS_LABELS[orderStatus].toLowerCase();
  const message =
    orderStatus === 'cancelled' || orderStatus === 'refunded'
      ? `The shop order of this test kit was ${label}, so no sample is coming: cancel this lab order.`
      : `The test kit has not reached the customer yet (its order is ${label}): its sample can be received once the order is delivered.`;
  return labError(409, 'KIT_NOT_DELIVERED', message, { status: row.status, orderStatus });
}

function statusOf(row: LabOrderRow): LabOrderStatus {
  if (!isLabOrderStatus(row.status)) throw new Error(`Lab order ${row.id} has an unknown status ${row.status}`);
  return row.status;
}

export interface LabsDependencies {
  db: Kysely<Database>;
  /** The interpretation bands new results are read against; DEFAULT_VITAMIN_D_BANDS when omitted. */
  vitaminDBands?: VitaminDBandSet;
}

export class LabsService {
  readonly #deps: LabsDependencies;

  constructor(deps: LabsDependencies) {
    this.#deps = deps;
  }

  get bandSet(): VitaminDBandSet {
    return this.#deps.vitaminDBands ?? DEFAULT_VITAMIN_D_BANDS;
  }

  /** The lab of a lab account, made on its first use; orders waiting for any lab go to the first lab made. */
  labOf(user: AccountUser, now = new Date()): Promise<LabRow> {
    return this.openLab({ userId: user.id, name: user.displayName || user.email }, now);
  }

  /**
   * The lab record of a lab account, made when it has none (at its first lab call, or by the development seed so that
   * practitioners can order before the lab has signed in); orders waiting for any lab go to the first lab made.
   */
  async openLab(account: { userId: string; name: string }, now = new Date()): Promise<LabRow> {
    const { db } = this.#deps;
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

  async #consentWithLabResults(practitionerId: string, clientId: string): Promise<{ consentId: string }> {
    const consent = await sharedWith(this.#deps.db, clientId, practitionerId);
    if (!consent?.scopes.includes('lab_results')) {
      throw careError(403, 'CONSENT_REQUIRED', 'This client does not share lab results with you, or has stopped sharing. Invite them to share lab results.', {
        clientId,
      });
    }
    return consent;
  }

  /** A practitioner orders tests for a client who shares lab results with them. */
  async orderForClient(practitioner: AccountUser, clientId: string, request: CreateLabOrderRequest, now = new Date()): Promise<LabOrder> {
    await this.#consentWithLabResults(practitioner.id, clientId);
    const lab = await findFirstLab(this.#deps.db);
    if (!lab) throw labError(409, 'NO_LAB_AVAILABLE', 'No lab takes orders yet. Try again once a lab has joined.');
    const row = await this.#create(
      { customerId: clientId, labId: lab.id, orderedBy: practitioner.id, source: 'practitioner', shopOrderId: null, tests: request.tests },
      now,
    );
    return this.#one(row);
  }

  /** Test kits in a placed shop order become one lab order; a replayed purchase finds the one it made. */
  async orderKits(shopOrder: { id: string; status: string; lines: readonly { slug: string }[] }, customerId: string, now = new Date()): Promise<void> {
    const tests = [...new Set(shopOrder.lines.flatMap((line) => LAB_TEST_KIT_PRODUCTS[line.slug] ?? []))];
    // A replay of a purchase cancelled meanwhile orders no kit.
    if (tests.length === 0 || shopOrder.status === 'cancelled' || shopOrder.status === 'refunded') return;
    const { db } = this.#deps;
    if (await findLabOrderOfShopOrder(db, shopOrder.id)) return;
    const lab = await findFirstLab(db);
    try {
      await this.#create({ customerId, labId: lab?.id ?? null, orderedBy: null, source: 'kit', shopOrderId: shopOrder.id, tests }, now);
    } catch (error) {
      // A parallel replay of the same purchase made it first.
      if (!isUniqueViolation(error)) throw error;
    }
  }

  /**
   * The shop order of a kit is being cancelled (by the customer, staff, or the sweep of unpaid card orders) or refunded
   * after delivery (a return), inside its transaction: with no sample arrived, none is coming, so its lab order is
   * cancelled too, and the customer told. Once a sample arrived the lab's work stands.
   */
  async endKitOfShopOrder(trx: Kysely<Database>, shopOrderId: string, ending: 'cancelled' | 'refunded', at: string): Promise<void> {
    const row = await findLabOrderOfShopOrder(trx, shopOrderId);
    if (!row || row.status !== 'ordered') return;
    if (!(await moveLabOrderStatus(trx, row.id, 'ordered', 'cancelled', at))) return;
    await insertLabOrderEvent(trx, {
      id: randomUUID(),
      lab_order_id: row.id,
      status: 'cancelled',
      note: `The shop order of the test kit was ${ending}`,
      actor_user_id: null,
      created_at: at,
    });
    await this.#notify(trx, row, 'cancelled', at);
  }

  async #create(
    fields: {
      customerId: string;
      labId: string | null;
      orderedBy: string | null;
      source: 'practitioner' | 'kit';
      shopOrderId: string | null;
      tests: readonly LabTestId[];
    },
    now: Date,
  ): Promise<LabOrderRow> {
    const at = now.toISOString();
    const row: LabOrderRow = {
      id: randomUUID(),
      customer_id: fields.customerId,
      lab_id: fields.labId,
      ordered_by_user_id: fields.orderedBy,
      source: fields.source,
      shop_order_id: fields.shopOrderId,
      tests: LAB_TEST_IDS.filter((test) => fields.tests.includes(test)).join(','),
      status: 'ordered',
      created_at: at,
      updated_at: at,
    };
    await this.#deps.db.transaction().execute(async (trx) => {
      await insertLabOrder(trx, row);
      await insertLabOrderEvent(trx, {
        id: randomUUID(),
        lab_order_id: row.id,
        status: 'ordered',
        note: null,
        actor_user_id: fields.orderedBy,
        created_at: at,
      });
      await this.#notify(trx, row, 'ordered', at);
    });
    return row;
  }

  /** The customer and the ordering practitioner each get a notice of the step. */
  async #notify(db: Kysely<Database>, row: LabOrderRow, status: LabOrderStatus, at: string): Promise<void> {
    const tests = testsOf(row.tests)
      .map((test) => LAB_TESTS[test].name)
      .join(', ');
    const users = await accountNamesByIds(db, [row.customer_id]);
    const clientName = users.get(row.customer_id)?.displayName || 'your client';
    const label = LAB_ORDER_STATUS_LABELS[status].toLowerCase();
    const notices = [{ user: row.customer_id, message: `Your lab test (${tests}): ${label}.` }];
    if (row.ordered_by_user_id) notices.push({ user: row.ordered_by_user_id, message: `Lab test for ${clientName} (${tests}): ${label}.` });
    await insertNotifications(
      db,
      notices.map((notice) => ({ id: randomUUID(), user_id: notice.user, lab_order_id: row.id, status, message: notice.message, created_at: at })),
    );
  }

  /** A consenting practitioner reads a client's lab orders; the read is logged for the client first. */
  async clientOrders(practitioner: AccountUser, clientId: string, now = new Date()): Promise<LabOrder[]> {
    const consent = await this.#consentWithLabResults(practitioner.id, clientId);
    const { db } = this.#deps;
    await logClientRead(db, { clientId, practitionerId: practitioner.id, consentId: consent.consentId, scopes: ['lab_results'], at: now });
    return this.#toOrders(await listLabOrdersOfCustomer(db, clientId));
  }

  async queue(labUser: AccountUser, status: LabOrderStatus | undefined): Promise<LabOrder[]> {
    const lab = await this.labOf(labUser);
    return this.#toOrders(await listLabOrdersOfLab(this.#deps.db, lab.id, status));
  }

  async #orderOfLab(labUser: AccountUser, id: string): Promise<LabOrderRow> {
    const lab = await this.labOf(labUser);
    const row = await findLabOrder(this.#deps.db, id);
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

  async labOrder(labUser: AccountUser, id: string): Promise<LabOrder> {
    return this.#one(await this.#orderOfLab(labUser, id));
  }

  async moveStatus(labUser: AccountUser, id: string, to: LabOrderStatus, note: string | undefined, now = new Date()): Promise<LabOrder> {
    const row = await this.#orderOfLab(labUser, id);
    const from = statusOf(row);
    if (to === 'resulted' && from === 'processing') {
      throw labError(409, 'RESULTS_REQUIRED', 'Enter the results to mark this order resulted.', { status: from });
    }
    if (!mayMoveLabOrder(from, to)) {
      throw labError(
        409,
        'LAB_STATUS_NOT_ALLOWED',
        `This order is ${LAB_ORDER_STATUS_LABELS[from].toLowerCase()}; it cannot become ${LAB_ORDER_STATUS_LABELS[to].toLowerCase()}.`,
        {
          status: from,
        },
      );
    }
    // Checked in the move's transaction, beside the status it reads.
    await this.#move(row, from, to, labUser.id, note ?? null, now, async (trx) => {
      const refusal = to === 'sample_received' ? await this.#kitAwaitingDelivery(trx, row) : null;
      if (refusal) throw refusal;
    });
    return this.labOrder(labUser, id);
  }

  async #move(
    row: LabOrderRow,
    from: LabOrderStatus,
    to: LabOrderStatus,
    actor: string,
    note: string | null,
    now: Date,
    alongside: (trx: Kysely<Database>) => Promise<void>,
  ) {
    const at = now.toISOString();
    await this.#deps.db.transaction().execute(async (trx) => {
      if (!(await moveLabOrderStatus(trx, row.id, from, to, at))) {
        throw labError(409, 'LAB_STATUS_CONFLICT', 'Someone else changed this order at the same moment. Reload it and try again.', { status: from });
      }
      await alongside(trx);
      await insertLabOrderEvent(trx, { id: randomUUID(), lab_order_id: row.id, status: to, note, actor_user_id: actor, created_at: at });
      await this.#notify(trx, row, to, at);
    });
  }

  /** Checks every observation first (nothing is stored unless all pass), then stores them and marks the order resulted. */
  async enterResults(labUser: AccountUser, id: string, request: LabResultsRequest, now = new Date()): Promise<LabOrder> {
    const row = await this.#orderOfLab(labUser, id);
    const from = statusOf(row);
    if (from !== 'processing') {
      const refusal = from === 'ordered' ? await this.#kitAwaitingDelivery(this.#deps.db, row) : null;
      if (refusal) throw refusal;
      throw labError(
        409,
        'LAB_STATUS_NOT_ALLOWED',
        `Results can be entered while an order is processing; this one is ${LAB_ORDER_STATUS_LABELS[from].toLowerCase()}.`,
        {
          status: from,
        },
      );
    }
    const ordered = testsOf(row.tests);
    const bandSet = this.bandSet;
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
      const refusal = status === 'ordered' ? await this.#kitAwaitingDelivery(this.#deps.db, row) : null;
      if (refusal) throw refusal;
      throw labError(
        409,
        'LAB_STATUS_NOT_ALLOWED',
        status === 'cancelled' ? 'This order is cancelled and takes no report.' : 'Attach the report once the sample has been received.',
        { status },
      );
    }
    if (content.length > LAB_REPORT_MAX_BYTES) throw reportTooLarge();
    if (content.subarray(0, 5).toString('latin1') !== '%PDF-') {
      throw labError(400, 'REPORT_NOT_PDF', 'This file is not a PDF. Export the report as PDF and attach that file.');
    }
    await saveReport(this.#deps.db, {
      lab_order_id: row.id,
      content_base64: content.toString('base64'),
      size_bytes: content.length,
      uploaded_by: labUser.id,
      uploaded_at: now.toISOString(),
    });
    return this.labOrder(labUser, id);
  }

  async customerOrders(customerId: string): Promise<LabOrder[]> {
    return this.#toOrders(await listLabOrdersOfCustomer(this.#deps.db, customerId));
  }

  /** The PDF for its customer, its lab, or a practitioner the customer shares lab results with (that read is logged). */
  async report(user: AccountUser, id: string, now = new Date()): Promise<{ content: Buffer; filename: string }> {
    const { db } = this.#deps;
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
    return { content: Buffer.from(report.content_base64, 'base64'), filename: `lab-report-${row.id.slice(0, 8)}.pdf` };
  }

  async notifications(userId: string): Promise<LabNotification[]> {
    const rows = await listNotificationsOf(this.#deps.db, userId, LAB_NOTIFICATION_LIMIT);
    return rows.flatMap((row) =>
      isLabOrderStatus(row.status) ? [{ id: row.id, labOrderId: row.lab_order_id, status: row.status, message: row.message, createdAt: row.created_at }] : [],
    );
  }

  async #one(row: LabOrderRow): Promise<LabOrder> {
    return (await this.#toOrders([row]))[0] as LabOrder;
  }

  async #toOrders(rows: readonly LabOrderRow[]): Promise<LabOrder[]> {
    const { db } = this.#deps;
    const ids = rows.map((row) => row.id);
    const userIds = rows.flatMap((row) => [row.customer_id, ...(row.ordered_by_user_id ? [row.ordered_by_user_id] : [])]);
    const [labs, users, events, observations, reports, kitOrders] = await Promise.all([
      findLabsByIds(
        db,
        rows.flatMap((row) => (row.lab_id ? [row.lab_id] : [])),
      ),
      accountNamesByIds(db, [...new Set(userIds)]),
      eventsOfLabOrders(db, ids),
      observationsOfLabOrders(db, ids),
      reportsOfLabOrders(db, ids),
      shopOrderStatuses(
        db,
        rows.flatMap((row) => (row.source === 'kit' && row.shop_order_id ? [row.shop_order_id] : [])),
      ),
    ]);
    const bandSet = this.bandSet;
    return rows.map((row) => {
      const lab = row.lab_id ? labs.get(row.lab_id) : undefined;
      const report = reports.get(row.id);
      const kitOrderStatus = row.source === 'kit' && row.shop_order_id ? knownOrderStatus(kitOrders.get(row.shop_order_id)) : undefined;
      return {
        id: row.id,
        tests: testsOf(row.tests).map((test) => ({ id: test, name: LAB_TESTS[test].name })),
        status: statusOf(row),
        source: row.source === 'kit' ? 'kit' : 'practitioner',
        lab: lab ? { id: lab.id, name: lab.name } : null,
        client: { id: row.customer_id, name: users.get(row.customer_id)?.displayName ?? '' },
        orderedBy: row.ordered_by_user_id ? { userId: row.ordered_by_user_id, name: users.get(row.ordered_by_user_id)?.displayName ?? '' } : null,
        kit: kitOrderStatus ? { orderStatus: kitOrderStatus, sampleExpected: kitSampleExpected(kitOrderStatus) } : null,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        timeline: (events.get(row.id) ?? []).flatMap((event) =>
          isLabOrderStatus(event.status) ? [{ status: event.status, note: event.note, at: event.created_at }] : [],
        ),
        observations: (observations.get(row.id) ?? []).map((observation) => {
          const band = bandSet.bands.find((entry) => entry.id === observation.band) ?? vitaminDBandOf(observation.ng_per_ml_x100 / 100, bandSet);
          return {
            id: observation.id,
            code: observation.code,
            name: LAB_TESTS.vitamin_d_25oh.name,
            ngPerMl: observation.ng_per_ml_x100 / 100,
            nmolPerL: observation.nmol_per_l_x100 / 100,
            enteredUnit: observation.entered_unit,
            observedAt: observation.observed_at,
            band: { id: band.id, label: band.label, bandSet: observation.band_set, source: bandSet.source, sourceDate: bandSet.sourceDate },
          };
        }),
        report: report ? { sizeBytes: report.size_bytes, uploadedAt: report.uploaded_at, url: reportUrl(row.id) } : null,
      };
    });
  }
}

export function reportTooLarge(): AppError {
  return labError(413, 'REPORT_TOO_LARGE', 'The PDF is larger than 5 MB. Export it at a lower resolution or compress it, then attach it again.');
}
