import type { Kysely, Selectable } from 'kysely';
import type { Database, OrderLinesTable, OrdersTable } from '../../db/schema';

export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;

export function findOrderByIdempotencyKey(db: Kysely<Database>, userId: string, idempotencyKey: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

export async function hasAnyOrder(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('orders').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst();
  return row !== undefined;
}

export function listOrdersOf(db: Kysely<Database>, userId: string, limit: number): Promise<OrderRow[]> {
  return db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function linesOf(db: Kysely<Database>, orderIds: readonly string[]): Promise<Map<string, OrderLineRow[]>> {
  const lines = new Map<string, OrderLineRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return lines;
  const rows = await db
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .orderBy('order_id')
    .orderBy('position')
    .execute();
  for (const row of rows) lines.get(row.order_id)?.push(row);
  return lines;
}

export async function insertOrder(db: Kysely<Database>, order: OrderRow): Promise<void> {
  await db.insertInto('orders').values(order).execute();
}

export async function insertOrderLines(db: Kysely<Database>, lines: readonly OrderLineRow[]): Promise<void> {
  await db
    .insertInto('order_lines')
    .values([...lines])
    .execute();
}

export async function recordPayment(db: Kysely<Database>, orderId: string, provider: string, reference: string): Promise<void> {
  await db.updateTable('orders').set({ status: 'paid', payment_provider: provider, payment_reference: reference }).where('id', '=', orderId).execute();
}
