import type { Insertable, Kysely, Selectable } from 'kysely';
import { PAYMENT_METHODS, paidOnline } from '@common/contracts/checkout';
import { ordersWithOpenReturns } from './returns.repository';
import type { Database, OrderEventsTable, OrderLinesTable, OrdersTable, PaymentRefundsTable } from '../../db/schema';

export type OrderRow = Selectable<OrdersTable>;

const ONLINE_PAYMENT_METHODS = PAYMENT_METHODS.filter(paidOnline);
export type OrderLineRow = Selectable<OrderLinesTable>;
export type OrderEventRow = Selectable<OrderEventsTable>;

export function findOrderByIdempotencyKey(db: Kysely<Database>, userId: string, idempotencyKey: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

/**
 * Holds the buyer's account row until the transaction ends: an account's purchases are placed one after another, so
 * what one commits (its order, the promo, the coins, the stock) is seen by the next, on every instance.
 */
export async function lockBuyer(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', userId)
    .execute();
}

/**
 * Online orders (card or Razorpay) still awaiting payment placed before `cutoff`, and subscription renewals placed
 * before `renewalCutoff` (a renewal's payment may take longer), oldest first.
 */
export async function listUnpaidOnlineOrdersPlacedBefore(
  db: Kysely<Database>,
  cutoffs: { cutoff: string; renewalCutoff: string; debitRenewalCutoff: string },
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'pending_payment')
    .where('payment_method', 'in', ONLINE_PAYMENT_METHODS)
    .where((eb) =>
      eb.or([
        eb.and([eb('subscription_id', 'is', null), eb('created_at', '<', cutoffs.cutoff)]),
        eb.and([eb('subscription_id', 'is not', null), eb('payment_method', '!=', 'razorpay'), eb('created_at', '<', cutoffs.renewalCutoff)]),
        eb.and([eb('subscription_id', 'is not', null), eb('payment_method', '=', 'razorpay'), eb('created_at', '<', cutoffs.debitRenewalCutoff)]),
      ]),
    )
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
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

export function findOrder(db: Kysely<Database>, orderId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
}

export function findOrderByPaymentReference(db: Kysely<Database>, provider: string, reference: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('payment_provider', '=', provider).where('payment_reference', '=', reference).executeTakeFirst();
}

/** Every account's orders, newest first, optionally of one status (the staff's list). */
export interface StaffOrderFilter {
  status?: string | undefined;
  /** Part of the customer's email; LIKE wildcards in it are taken literally by dropping them. */
  email?: string | undefined;
  fromAt?: string | undefined;
  beforeAt?: string | undefined;
  /** Only orders with a return being handled. */
  openReturns?: boolean;
}

export function listAllOrders(db: Kysely<Database>, filter: StaffOrderFilter, limit: number): Promise<OrderRow[]> {
  const { status, email, fromAt, beforeAt, openReturns } = filter;
  let query = db.selectFrom('orders').selectAll();
  if (status !== undefined) query = query.where('status', '=', status);
  if (openReturns) query = query.where('id', 'in', ordersWithOpenReturns(db));
  if (email !== undefined) {
    const part = email.toLowerCase().replace(/[%_\\]/g, '');
    // An account's address, or the address a guest placed the order with (issue 44).
    query = query.where((eb) =>
      eb.or([
        eb('user_id', 'in', db.selectFrom('users').select('id').where('email', 'like', `%${part}%`)),
        eb('id', 'in', db.selectFrom('guest_orders').select('order_id').where('email', 'like', `%${part}%`)),
      ]),
    );
  }
  if (fromAt !== undefined) query = query.where('created_at', '>=', fromAt);
  if (beforeAt !== undefined) query = query.where('created_at', '<', beforeAt);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/**
 * Moves the order from `from` to `to` only if nobody moved it meanwhile: true when this call made the change. Two
 * staff members (or staff and a webhook) racing on one order cannot both apply their side effects.
 */
export async function moveStatus(
  db: Kysely<Database>,
  orderId: string,
  from: string,
  to: string,
  fields: Partial<Pick<OrderRow, 'paid_at'>> = {},
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: to, ...fields })
    .where('id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertOrderEvent(db: Kysely<Database>, event: OrderEventRow): Promise<void> {
  await db.insertInto('order_events').values(event).execute();
}

export async function eventsOf(db: Kysely<Database>, orderIds: readonly string[]): Promise<Map<string, OrderEventRow[]>> {
  const events = new Map<string, OrderEventRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return events;
  const rows = await db
    .selectFrom('order_events')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) events.get(row.order_id)?.push(row);
  return events;
}

/** Records a payment provider's event once: false when its id was seen before (a redelivered webhook). */
export async function recordPaymentEventOnce(
  db: Kysely<Database>,
  event: { eventId: string; provider: string; type: string; orderId: string | null; receivedAt: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('payment_events')
    .values({ event_id: event.eventId, provider: event.provider, type: event.type, order_id: event.orderId, received_at: event.receivedAt })
    .onConflict((conflict) => conflict.column('event_id').doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** An event whose handling failed: forgotten, so its redelivery is handled. */
export async function forgetPaymentEvent(db: Kysely<Database>, eventId: string): Promise<void> {
  await db.deleteFrom('payment_events').where('event_id', '=', eventId).execute();
}

/** A refund asked of the provider, once per key, added to the order's refunded amount. */
export async function insertPaymentRefund(trx: Kysely<Database>, row: Insertable<PaymentRefundsTable>): Promise<void> {
  await trx.insertInto('payment_refunds').values(row).execute();
  await trx
    .updateTable('orders')
    .set((update) => ({ refunded_amount: update('refunded_amount', '+', row.amount) }))
    .where('id', '=', row.order_id)
    .execute();
}

/**
 * Records a refund under its key before the provider is asked, in the caller's transaction: true only for the call
 * that recorded it (another one waits for that transaction on PostgreSQL, then finds the key taken). Not added to the
 * order's refunded amount: what it records is not the order's own payment (a second payment of a paid order).
 */
export async function claimPaymentRefund(trx: Kysely<Database>, row: Insertable<PaymentRefundsTable>): Promise<boolean> {
  const inserted = await trx
    .insertInto('payment_refunds')
    .values(row)
    .onConflict((conflict) => conflict.column('refund_key').doNothing())
    .returning('refund_key')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function recordProviderRefundId(trx: Kysely<Database>, key: string, providerRefundId: string | null): Promise<void> {
  await trx.updateTable('payment_refunds').set({ provider_refund_id: providerRefundId }).where('refund_key', '=', key).execute();
}

/** Whether the order's timeline already says this. */
export async function hasOrderEventNote(db: Kysely<Database>, orderId: string, note: string): Promise<boolean> {
  return (await db.selectFrom('order_events').select('id').where('order_id', '=', orderId).where('note', '=', note).executeTakeFirst()) !== undefined;
}

/** Whether a refund under this key was recorded. */
export async function paymentRefundRecorded(db: Kysely<Database>, key: string): Promise<boolean> {
  return (await db.selectFrom('payment_refunds').select('refund_key').where('refund_key', '=', key).executeTakeFirst()) !== undefined;
}

/** The provider's reference of the charge that paid the order (Razorpay's payment id), kept the first time it is known. */
export async function recordChargeReference(db: Kysely<Database>, orderId: string, chargeReference: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ payment_charge_reference: chargeReference })
    .where('id', '=', orderId)
    .where('payment_charge_reference', 'is', null)
    .execute();
}

/**
 * Keeps the card payment the customer's browser pays a waiting order with (its PaymentIntent, new when Stripe had
 * cancelled the old one), unless the order moved or another request recorded one first: true when this call did.
 */
export async function recordPayableCardPayment(
  db: Kysely<Database>,
  orderId: string,
  previousReference: string,
  payment: { reference: string; clientSecret: string },
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ payment_reference: payment.reference, payment_client_secret: payment.clientSecret })
    .where('id', '=', orderId)
    .where('status', '=', 'pending_payment')
    .where('payment_reference', '=', previousReference)
    .where('payment_client_secret', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Erasure: orders kept for the books, with the name, phone and street cleared (country and region stay for tax), and returns without the customer's note. */
export async function anonymiseShippingOf(trx: Kysely<Database>, userId: string, erasedName: string): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ ship_name: erasedName, ship_phone: '', ship_line1: '', ship_line2: '', ship_city: '', ship_postal_code: '', payment_client_secret: null })
    .where('user_id', '=', userId)
    .execute();
  // A return's note is the customer's own words.
  await trx
    .updateTable('order_returns')
    .set({ note: null })
    .where('order_id', 'in', trx.selectFrom('orders').select('id').where('user_id', '=', userId))
    .execute();
}
