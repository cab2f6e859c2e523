// Reading orders with their lines and timeline: a customer's history, the staff's list, and one order.
import type { Kysely } from 'kysely';
import { utcDayStart } from '@common/contracts/admin';
import type { AdminOrderListQuery, Order } from '@common/contracts/orders';
import type { Database } from '../../db/schema';
import { orderNotFound } from './order-errors';
import { toOrder } from './order-rows';
import { eventsOf, findOrder, linesOf, listAllOrders, listOrdersOf } from './orders.repository';
import type { OrderRow } from './orders.repository';
import { returnsOf } from './returns.repository';

/** Orders listed in the profile's history and in the staff's list. */
export const ORDER_HISTORY_LIMIT = 100;

/** The account's latest orders, newest first. */
export async function ordersOf(db: Kysely<Database>, userId: string): Promise<Order[]> {
  return withDetails(db, await listOrdersOf(db, userId, ORDER_HISTORY_LIMIT));
}

/** Every account's latest orders, for staff. */
export async function staffOrderList(db: Kysely<Database>, query: AdminOrderListQuery): Promise<Order[]> {
  const filter = {
    status: query.status,
    email: query.email,
    fromAt: utcDayStart(query.from),
    beforeAt: utcDayStart(query.to, 1),
    openReturns: query.returns === 'open',
  };
  const orders = await withDetails(db, await listAllOrders(db, filter, ORDER_HISTORY_LIMIT));
  // A card payment's client secret is its customer's alone (it confirms the payment): staff never read it.
  return orders.map(({ payment: { clientSecret: _secret, ...payment }, ...order }) => ({ ...order, payment }));
}

/** One order with its lines and timeline, read with `db` (the caller's transaction, or the database). */
export async function loadOrder(db: Kysely<Database>, orderId: string): Promise<Order> {
  const row = await findOrder(db, orderId);
  if (!row) throw orderNotFound(orderId);
  const [lines, events, returns] = await Promise.all([linesOf(db, [orderId]), eventsOf(db, [orderId]), returnsOf(db, [orderId])]);
  return toOrder(row, lines.get(orderId) ?? [], events.get(orderId) ?? [], returns.get(orderId) ?? []);
}

async function withDetails(db: Kysely<Database>, rows: readonly OrderRow[]): Promise<Order[]> {
  const ids = rows.map((row) => row.id);
  const [lines, events, returns] = await Promise.all([linesOf(db, ids), eventsOf(db, ids), returnsOf(db, ids)]);
  return rows.map((row) => toOrder(row, lines.get(row.id) ?? [], events.get(row.id) ?? [], returns.get(row.id) ?? []));
}
