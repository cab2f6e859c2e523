// Plans as their readers see them: the items at today's prices, the interaction warnings from the client's medicines,
// the status from the plan's timeline, and the order placed after "Order this plan" found and recorded.
import type { Kysely } from 'kysely';
import { checkInOpen, planStatus } from '@common/care-plans';
import type { PlanTimeline } from '@common/care-plans';
import type { CarePlan, InteractionWarning } from '@common/contracts/protocols';
import type { CommerceSettings } from '../../config';
import type { Database } from '../../db/schema';
import { productsByIds } from '../catalog/catalog.exports';
import { practitionersOf } from '../experts/experts.exports';
import { planProductOf, toCareItem, totalOf } from './care-items';
import { interactionWarnings } from './plan-interactions';
import type { PlanProduct, ToldText } from './plan-interactions';
import { firstOrderWithProductsSince, listMedicinesOf, markOrdered, planItemsOf } from './protocols.repository';
import type { PlanRow } from './protocols.repository';

export type PlanReader = 'practitioner' | 'client';

export function timelineOf(row: PlanRow): PlanTimeline {
  return {
    sentAt: row.sent_at,
    viewedAt: row.viewed_at,
    orderedAt: row.ordered_at,
    reminderSentAt: row.reminder_sent_at,
    checkInAskedAt: row.check_in_asked_at,
    checkInAnsweredAt: row.check_in_at,
  };
}

export interface PlanViewsDependencies {
  db: Kysely<Database>;
  currency: CommerceSettings['currency'];
  now: () => Date;
}

export class PlanViews {
  readonly #db: Kysely<Database>;
  readonly #currency: CommerceSettings['currency'];
  readonly #now: () => Date;

  constructor(deps: PlanViewsDependencies) {
    this.#db = deps.db;
    this.#currency = deps.currency;
    this.#now = deps.now;
  }

  async warnings(clientId: string, products: PlanProduct[], reader: PlanReader = 'practitioner'): Promise<InteractionWarning[]> {
    // Only what the client recorded for this purpose: their chat with a guardian is not part of any care scope.
    const medicines = await listMedicinesOf(this.#db, clientId);
    const told: ToldText[] = medicines.map((medicine) => ({ text: `I take ${medicine.name}`, source: 'medicines' as const }));
    return interactionWarnings(told, products, reader);
  }

  /** A plan whose "Order this plan" was followed by an order holding its products is marked ordered (once). */
  async reconciled(rows: PlanRow[]): Promise<PlanRow[]> {
    const waiting = rows.filter((row) => row.order_requested_at !== null && row.ordered_at === null);
    if (waiting.length === 0) return rows;
    const items = await planItemsOf(
      this.#db,
      waiting.map((row) => row.id),
    );
    const marked = new Map<string, { id: string; created_at: string }>();
    for (const row of waiting) {
      const productIds = (items.get(row.id) ?? []).map((item) => item.product_id);
      if (productIds.length === 0 || row.order_requested_at === null) continue;
      const order = await firstOrderWithProductsSince(this.#db, row.customer_id, productIds, row.order_requested_at);
      if (!order) continue;
      await markOrdered(this.#db, row.id, order.id, order.created_at);
      marked.set(row.id, order);
    }
    return rows.map((row) => {
      const order = marked.get(row.id);
      return order ? { ...row, ordered_at: order.created_at, order_id: order.id } : row;
    });
  }

  async toPlans(rows: readonly PlanRow[], reader: PlanReader = 'client'): Promise<CarePlan[]> {
    const now = this.#now();
    const items = await planItemsOf(
      this.#db,
      rows.map((row) => row.id),
    );
    const products = await productsByIds(
      this.#db,
      [...items.values()].flat().map((item) => item.product_id),
    );
    const practitioners = await practitionersOf(
      this.#db,
      rows.map((row) => row.practitioner_user_id),
    );
    // The client sees the warnings the practitioner saw, from the medicines the client listed.
    const warnings = new Map<string, InteractionWarning[]>();
    for (const row of rows) {
      const planProducts = (items.get(row.id) ?? []).flatMap((item) => {
        const product = products.get(item.product_id);
        return product ? [planProductOf(product)] : [];
      });
      warnings.set(row.id, await this.warnings(row.customer_id, planProducts, reader));
    }
    return rows.map((row) => {
      const careItems = (items.get(row.id) ?? []).map((item) => toCareItem(item, products.get(item.product_id)));
      const timeline = timelineOf(row);
      return {
        id: row.id,
        title: row.title,
        message: row.message,
        practitioner: practitioners.get(row.practitioner_user_id) ?? { userId: row.practitioner_user_id, expertId: null, name: '', profession: null },
        clientId: row.customer_id,
        protocolId: row.protocol_id,
        items: careItems,
        total: totalOf(careItems),
        currency: this.#currency,
        status: planStatus(timeline),
        sentAt: row.sent_at,
        viewedAt: row.viewed_at,
        orderedAt: row.ordered_at,
        orderId: row.order_id,
        checkInOpen: checkInOpen(timeline, now),
        checkIn:
          row.check_in_at !== null && row.check_in_score !== null
            ? { score: row.check_in_score, note: row.check_in_note ?? '', answeredAt: row.check_in_at }
            : null,
        warnings: warnings.get(row.id) ?? [],
      };
    });
  }
}
