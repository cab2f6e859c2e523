// Ordering lab tests: a practitioner's order for a consenting client, the test kits of a placed shop order, and the
// kit's lab order ended with its shop order.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountUser } from '@common/contracts/accounts';
import { LAB_TEST_IDS, LAB_TEST_KIT_PRODUCTS } from '@common/contracts/labs';
import type { CreateLabOrderRequest, LabOrder, LabTestId } from '@common/contracts/labs';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import type { LabOrderViews } from './lab-order-views';
import { consentWithLabResults, labError } from './lab-rules';
import { recordLabStep } from './lab-steps';
import { findFirstLab, findLabOrderOfShopOrder, insertLabOrder, moveLabOrderStatus } from './labs.repository';
import type { LabOrderRow } from './labs.repository';

interface NewLabOrder {
  customerId: string;
  labId: string | null;
  orderedBy: string | null;
  source: 'practitioner' | 'kit';
  shopOrderId: string | null;
  tests: readonly LabTestId[];
}

export interface LabOrderingDependencies {
  db: Kysely<Database>;
  views: LabOrderViews;
}

export class LabOrdering {
  readonly #db: Kysely<Database>;
  readonly #views: LabOrderViews;

  constructor(deps: LabOrderingDependencies) {
    this.#db = deps.db;
    this.#views = deps.views;
  }

  /** A practitioner orders tests for a client who shares lab results with them. */
  async forClient(practitioner: AccountUser, clientId: string, request: CreateLabOrderRequest, now = new Date()): Promise<LabOrder> {
    await consentWithLabResults(this.#db, practitioner.id, clientId);
    const lab = await findFirstLab(this.#db);
    if (!lab) throw labError(409, 'NO_LAB_AVAILABLE', 'No lab takes orders yet. Try again once a lab has joined.');
    const row = await this.#create(
      { customerId: clientId, labId: lab.id, orderedBy: practitioner.id, source: 'practitioner', shopOrderId: null, tests: request.tests },
      now,
    );
    return this.#views.one(row);
  }

  /** Test kits in a placed shop order become one lab order; a replayed purchase finds the one it made. */
  async kits(shopOrder: { id: string; status: string; lines: readonly { slug: string }[] }, customerId: string, now = new Date()): Promise<void> {
    const tests = [...new Set(shopOrder.lines.flatMap((line) => LAB_TEST_KIT_PRODUCTS[line.slug] ?? []))];
    // A replay of a purchase cancelled meanwhile orders no kit.
    if (tests.length === 0 || shopOrder.status === 'cancelled' || shopOrder.status === 'refunded') return;
    if (await findLabOrderOfShopOrder(this.#db, shopOrder.id)) return;
    const lab = await findFirstLab(this.#db);
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
    await recordLabStep(trx, row, { status: 'cancelled', note: `The shop order of the test kit was ${ending}`, actor: null, at });
  }

  async #create(fields: NewLabOrder, now: Date): Promise<LabOrderRow> {
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
    await this.#db.transaction().execute(async (trx) => {
      await insertLabOrder(trx, row);
      await recordLabStep(trx, row, { status: 'ordered', note: null, actor: fields.orderedBy, at });
    });
    return row;
  }
}
