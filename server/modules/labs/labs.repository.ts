import type { Kysely, Selectable } from 'kysely';
import type { Database, LabNotificationsTable, LabObservationsTable, LabOrderEventsTable, LabOrdersTable, LabReportsTable, LabsTable } from '../../db/schema';

export type LabRow = Selectable<LabsTable>;
export type LabOrderRow = Selectable<LabOrdersTable>;
export type LabOrderEventRow = Selectable<LabOrderEventsTable>;
export type LabObservationRow = Selectable<LabObservationsTable>;
export type LabReportRow = Selectable<LabReportsTable>;
export type LabNotificationRow = Selectable<LabNotificationsTable>;

/** Orders a list answers at most. */
export const LAB_ORDER_LIST_LIMIT = 200;

export function findLabOfUser(db: Kysely<Database>, userId: string): Promise<LabRow | undefined> {
  return db.selectFrom('labs').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The lab that takes new orders: the first one created. */
export function findFirstLab(db: Kysely<Database>): Promise<LabRow | undefined> {
  return db.selectFrom('labs').selectAll().orderBy('created_at').orderBy('id').limit(1).executeTakeFirst();
}

export async function findLabsByIds(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, LabRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('labs')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export async function insertLab(db: Kysely<Database>, row: LabRow): Promise<void> {
  await db.insertInto('labs').values(row).execute();
}

/** Orders no lab took yet (kits bought before any lab existed) go to this lab. */
export async function assignUnassignedOrders(db: Kysely<Database>, labId: string, now: string): Promise<void> {
  await db.updateTable('lab_orders').set({ lab_id: labId, updated_at: now }).where('lab_id', 'is', null).execute();
}

export async function insertLabOrder(db: Kysely<Database>, row: LabOrderRow): Promise<void> {
  await db.insertInto('lab_orders').values(row).execute();
}

export function findLabOrder(db: Kysely<Database>, id: string): Promise<LabOrderRow | undefined> {
  return db.selectFrom('lab_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findLabOrderOfShopOrder(db: Kysely<Database>, shopOrderId: string): Promise<LabOrderRow | undefined> {
  return db.selectFrom('lab_orders').selectAll().where('shop_order_id', '=', shopOrderId).executeTakeFirst();
}

/**
 * The status of the shop orders that bought test kits, by order id: a read-only look at the orders table (as the KPIs
 * take one), since a kit's sample is expected only once its order is delivered.
 */
export async function shopOrderStatuses(db: Kysely<Database>, shopOrderIds: readonly string[]): Promise<Map<string, string>> {
  if (shopOrderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('id', 'in', [...new Set(shopOrderIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.status]));
}

export function listLabOrdersOfLab(db: Kysely<Database>, labId: string, status: string | undefined): Promise<LabOrderRow[]> {
  let query = db.selectFrom('lab_orders').selectAll().where('lab_id', '=', labId);
  if (status) query = query.where('status', '=', status);
  return query.orderBy('created_at', 'desc').orderBy('id').limit(LAB_ORDER_LIST_LIMIT).execute();
}

export function listLabOrdersOfCustomer(db: Kysely<Database>, customerId: string): Promise<LabOrderRow[]> {
  return db
    .selectFrom('lab_orders')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(LAB_ORDER_LIST_LIMIT)
    .execute();
}

/** Moves the status only if it is still `from`; false when someone else moved it first. */
export async function moveLabOrderStatus(db: Kysely<Database>, id: string, from: string, to: string, now: string): Promise<boolean> {
  const result = await db.updateTable('lab_orders').set({ status: to, updated_at: now }).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertLabOrderEvent(db: Kysely<Database>, row: LabOrderEventRow): Promise<void> {
  await db.insertInto('lab_order_events').values(row).execute();
}

export async function eventsOfLabOrders(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, LabOrderEventRow[]>> {
  return groupBy(
    ids.length === 0 ? [] : await db.selectFrom('lab_order_events').selectAll().where('lab_order_id', 'in', ids).orderBy('created_at').orderBy('id').execute(),
  );
}

export async function insertObservations(db: Kysely<Database>, rows: readonly LabObservationRow[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('lab_observations')
      .values([...rows])
      .execute();
}

export async function observationsOfLabOrders(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, LabObservationRow[]>> {
  return groupBy(
    ids.length === 0 ? [] : await db.selectFrom('lab_observations').selectAll().where('lab_order_id', 'in', ids).orderBy('observed_at').orderBy('id').execute(),
  );
}

/** Report metadata only: the content stays in the database until it is downloaded. */
export async function reportsOfLabOrders(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, { size_bytes: number; uploaded_at: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('lab_reports').select(['lab_order_id', 'size_bytes', 'uploaded_at']).where('lab_order_id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.lab_order_id, row]));
}

export function findReport(db: Kysely<Database>, labOrderId: string): Promise<LabReportRow | undefined> {
  return db.selectFrom('lab_reports').selectAll().where('lab_order_id', '=', labOrderId).executeTakeFirst();
}

export async function saveReport(db: Kysely<Database>, row: LabReportRow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('lab_reports').where('lab_order_id', '=', row.lab_order_id).execute();
    await trx.insertInto('lab_reports').values(row).execute();
  });
}

export async function insertNotifications(db: Kysely<Database>, rows: readonly LabNotificationRow[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('lab_notifications')
      .values([...rows])
      .execute();
}

export function listNotificationsOf(db: Kysely<Database>, userId: string, limit: number): Promise<LabNotificationRow[]> {
  return db.selectFrom('lab_notifications').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
}

function groupBy<T extends { lab_order_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) grouped.set(row.lab_order_id, [...(grouped.get(row.lab_order_id) ?? []), row]);
  return grouped;
}

/** Erasure: the client's lab notices and lab orders (events, observations and reports cascade). */
export async function deleteLabDataOf(trx: Kysely<Database>, customerId: string): Promise<void> {
  await trx.deleteFrom('lab_notifications').where('user_id', '=', customerId).execute();
  await trx.deleteFrom('lab_orders').where('customer_id', '=', customerId).execute();
}
