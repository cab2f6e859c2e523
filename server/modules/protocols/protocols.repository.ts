import type { Insertable, Kysely, Selectable } from 'kysely';
import type { CareMedicinesTable, CarePlanItemsTable, CarePlansTable, CareProtocolItemsTable, CareProtocolsTable, Database } from '../../db/schema';

export type ProtocolRow = Selectable<CareProtocolsTable>;
export type ProtocolItemRow = Selectable<CareProtocolItemsTable>;
export type PlanRow = Selectable<CarePlansTable>;
export type PlanItemRow = Selectable<CarePlanItemsTable>;
export type MedicineRow = Selectable<CareMedicinesTable>;

export function listProtocolsOf(db: Kysely<Database>, practitionerUserId: string): Promise<ProtocolRow[]> {
  return db
    .selectFrom('care_protocols')
    .selectAll()
    .where('practitioner_user_id', '=', practitionerUserId)
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Another practitioner's protocol is not found: ownership is part of the query. */
export function findProtocolOf(db: Kysely<Database>, practitionerUserId: string, id: string): Promise<ProtocolRow | undefined> {
  return db.selectFrom('care_protocols').selectAll().where('id', '=', id).where('practitioner_user_id', '=', practitionerUserId).executeTakeFirst();
}

export async function insertProtocol(db: Kysely<Database>, row: Insertable<CareProtocolsTable>): Promise<void> {
  await db.insertInto('care_protocols').values(row).execute();
}

/** Changes a draft only; false when it was published meanwhile. */
export async function updateDraft(
  db: Kysely<Database>,
  id: string,
  fields: Pick<ProtocolRow, 'name' | 'guardian' | 'duration_days' | 'updated_at'>,
): Promise<boolean> {
  const result = await db.updateTable('care_protocols').set(fields).where('id', '=', id).where('status', '=', 'draft').executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function publishDraft(db: Kysely<Database>, id: string, now: string): Promise<void> {
  await db
    .updateTable('care_protocols')
    .set({ status: 'published', published_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .execute();
}

export async function protocolItemsOf(db: Kysely<Database>, protocolIds: readonly string[]): Promise<Map<string, ProtocolItemRow[]>> {
  const found = new Map<string, ProtocolItemRow[]>();
  if (protocolIds.length === 0) return found;
  const rows = await db
    .selectFrom('care_protocol_items')
    .selectAll()
    .where('protocol_id', 'in', [...protocolIds])
    .orderBy('position')
    .execute();
  for (const row of rows) found.set(row.protocol_id, [...(found.get(row.protocol_id) ?? []), row]);
  return found;
}

export async function replaceProtocolItems(db: Kysely<Database>, protocolId: string, rows: readonly ProtocolItemRow[]): Promise<void> {
  await db.deleteFrom('care_protocol_items').where('protocol_id', '=', protocolId).execute();
  if (rows.length > 0)
    await db
      .insertInto('care_protocol_items')
      .values([...rows])
      .execute();
}

export async function insertPlan(db: Kysely<Database>, row: PlanRow, items: readonly PlanItemRow[]): Promise<void> {
  await db.insertInto('care_plans').values(row).execute();
  if (items.length > 0)
    await db
      .insertInto('care_plan_items')
      .values([...items])
      .execute();
}

export async function planItemsOf(db: Kysely<Database>, planIds: readonly string[]): Promise<Map<string, PlanItemRow[]>> {
  const found = new Map<string, PlanItemRow[]>();
  if (planIds.length === 0) return found;
  const rows = await db
    .selectFrom('care_plan_items')
    .selectAll()
    .where('plan_id', 'in', [...planIds])
    .orderBy('position')
    .execute();
  for (const row of rows) found.set(row.plan_id, [...(found.get(row.plan_id) ?? []), row]);
  return found;
}

export function listPlansOfCustomer(db: Kysely<Database>, customerId: string): Promise<PlanRow[]> {
  return db.selectFrom('care_plans').selectAll().where('customer_id', '=', customerId).orderBy('sent_at', 'desc').orderBy('id').execute();
}

export function listPlansFromTo(db: Kysely<Database>, practitionerUserId: string, customerId: string): Promise<PlanRow[]> {
  return db
    .selectFrom('care_plans')
    .selectAll()
    .where('practitioner_user_id', '=', practitionerUserId)
    .where('customer_id', '=', customerId)
    .orderBy('sent_at', 'desc')
    .orderBy('id')
    .execute();
}

/** The plans the practitioner sent to any of these clients, newest first. */
export function listPlansSentTo(db: Kysely<Database>, practitionerUserId: string, customerIds: readonly string[]): Promise<PlanRow[]> {
  if (customerIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('care_plans')
    .selectAll()
    .where('practitioner_user_id', '=', practitionerUserId)
    .where('customer_id', 'in', [...customerIds])
    .orderBy('sent_at', 'desc')
    .orderBy('id')
    .execute();
}

export function findPlanOfCustomer(db: Kysely<Database>, customerId: string, id: string): Promise<PlanRow | undefined> {
  return db.selectFrom('care_plans').selectAll().where('id', '=', id).where('customer_id', '=', customerId).executeTakeFirst();
}

type PlanDateColumn = 'viewed_at' | 'order_requested_at' | 'reminder_sent_at' | 'check_in_asked_at';

/** Sets a date column once: true only for the call that set it, so a nudge or a view is recorded exactly once. */
export async function claimPlanDate(db: Kysely<Database>, id: string, column: PlanDateColumn, now: string): Promise<boolean> {
  const result = await db
    .updateTable('care_plans')
    .set({ [column]: now })
    .where('id', '=', id)
    .where(column, 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setOrderRequested(db: Kysely<Database>, id: string, now: string): Promise<void> {
  await db.updateTable('care_plans').set({ order_requested_at: now }).where('id', '=', id).where('ordered_at', 'is', null).execute();
}

export async function markOrdered(db: Kysely<Database>, id: string, orderId: string, orderedAt: string): Promise<void> {
  await db.updateTable('care_plans').set({ ordered_at: orderedAt, order_id: orderId }).where('id', '=', id).where('ordered_at', 'is', null).execute();
}

export async function answerCheckIn(db: Kysely<Database>, id: string, score: number, note: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('care_plans')
    .set({ check_in_score: score, check_in_note: note, check_in_at: now })
    .where('id', '=', id)
    .where('check_in_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The first order the customer placed at or after `since` that holds one of the products and is not cancelled:
 * the order placed from a plan after "Order this plan".
 */
export function firstOrderWithProductsSince(
  db: Kysely<Database>,
  customerId: string,
  productIds: readonly string[],
  since: string,
): Promise<{ id: string; created_at: string } | undefined> {
  return db
    .selectFrom('orders')
    .select(['orders.id', 'orders.created_at'])
    .where('orders.user_id', '=', customerId)
    .where('orders.created_at', '>=', since)
    .where('orders.status', 'not in', ['cancelled', 'refunded'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('order_lines')
          .select('order_lines.id')
          .whereRef('order_lines.order_id', '=', 'orders.id')
          .where('order_lines.product_id', 'in', [...productIds]),
      ),
    )
    .orderBy('orders.created_at')
    .orderBy('orders.id')
    .executeTakeFirst();
}

export function listMedicinesOf(db: Kysely<Database>, customerId: string): Promise<MedicineRow[]> {
  return db.selectFrom('care_medicines').selectAll().where('customer_id', '=', customerId).orderBy('created_at').orderBy('id').execute();
}

export async function insertMedicine(db: Kysely<Database>, row: MedicineRow): Promise<void> {
  await db.insertInto('care_medicines').values(row).execute();
}

export async function deleteMedicine(db: Kysely<Database>, customerId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('care_medicines').where('id', '=', id).where('customer_id', '=', customerId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Erasure: the plans sent to the client (their items cascade) and their medicines. */
export async function deletePlansAndMedicinesOf(trx: Kysely<Database>, customerId: string): Promise<void> {
  await trx.deleteFrom('care_plans').where('customer_id', '=', customerId).execute();
  await trx.deleteFrom('care_medicines').where('customer_id', '=', customerId).execute();
}
