// The strategy dashboard's aggregates (issue 16): read-only SQL over other modules' tables, each between two UTC
// instants [fromAt, beforeAt). Timestamps are ISO-8601 UTC text (server/db/schema.ts), so comparing strings compares
// instants on both SQLite and PostgreSQL; sums and counts come back as strings on PostgreSQL, hence `counted`.
import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import type { KpiDay } from '@common/kpi-range';
import type { Database } from '../../db/schema';
import { isRealCustomer } from '../accounts/accounts.exports';

export interface InstantRange {
  fromAt: string;
  beforeAt: string;
}

/** Orders that still count as sales; the admin home counts revenue the same way. */
const NOT_SALES = ['cancelled', 'refunded'];

function counted(value: string | number | bigint | null | undefined): number {
  return Number(value ?? 0);
}

const countAll = sql<string | number>`count(*)`;

export async function countCreated(db: Kysely<Database>, table: 'orders' | 'lab_orders' | 'consultations', range: InstantRange): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(countAll.as('count'))
    .where('created_at', '>=', range.fromAt)
    .where('created_at', '<', range.beforeAt)
    .executeTakeFirst();
  return counted(row?.count);
}

/** Real customers' accounts created in the range (accounts/real-customers.ts). */
export async function countSignUps(db: Kysely<Database>, range: InstantRange): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(countAll.as('count'))
    .where('created_at', '>=', range.fromAt)
    .where('created_at', '<', range.beforeAt)
    .where(isRealCustomer)
    .executeTakeFirst();
  return counted(row?.count);
}

/**
 * Distinct real customers (accounts/real-customers.ts) that began a session, placed an order, took an assessment or
 * sent a chat question in the range. Sessions are deleted on sign-out and expiry, so for older ranges the other three
 * carry it.
 */
export async function countActiveCustomers(db: Kysely<Database>, range: InstantRange): Promise<number> {
  const sessions = db.selectFrom('sessions').select('user_id').where('created_at', '>=', range.fromAt).where('created_at', '<', range.beforeAt);
  const orders = db.selectFrom('orders').select('user_id').where('created_at', '>=', range.fromAt).where('created_at', '<', range.beforeAt);
  const assessments = db
    .selectFrom('assessments')
    .select(sql<string>`user_id`.as('user_id'))
    .where('user_id', 'is not', null)
    .where('created_at', '>=', range.fromAt)
    .where('created_at', '<', range.beforeAt);
  const chat = db
    .selectFrom('chat_messages')
    .select('user_id')
    .where('sender', '=', 'user')
    .where('created_at', '>=', range.fromAt)
    .where('created_at', '<', range.beforeAt);
  const row = await db
    .selectFrom(sessions.unionAll(orders).unionAll(assessments).unionAll(chat).as('activity'))
    .select(sql<string | number>`count(distinct activity.user_id)`.as('count'))
    .where('activity.user_id', 'in', db.selectFrom('users').select('users.id').where(isRealCustomer))
    .executeTakeFirst();
  return counted(row?.count);
}

export async function assessmentsByType(db: Kysely<Database>, range: InstantRange): Promise<{ type: string; count: number }[]> {
  const rows = await db
    .selectFrom('assessments')
    .select(['type', countAll.as('count')])
    .where('created_at', '>=', range.fromAt)
    .where('created_at', '<', range.beforeAt)
    .groupBy('type')
    .execute();
  return rows.map((row) => ({ type: row.type, count: counted(row.count) })).sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
}

/** Per currency: the revenue and the number of orders in it (placed in the range, not cancelled or refunded). */
export async function revenueByCurrency(db: Kysely<Database>, range: InstantRange): Promise<{ currency: string; amount: number; orders: number }[]> {
  const rows = await db
    .selectFrom('orders')
    .select(['currency', sql<string | number>`sum(total)`.as('amount'), countAll.as('orders')])
    .where('created_at', '>=', range.fromAt)
    .where('created_at', '<', range.beforeAt)
    .where('status', 'not in', NOT_SALES)
    .groupBy('currency')
    .orderBy('currency')
    .execute();
  return rows.map((row) => ({ currency: row.currency, amount: counted(row.amount), orders: counted(row.orders) }));
}

/** Coins credited and spent in the range, and every wallet's balance summed at its end (what is still owed). */
export async function coinFlows(db: Kysely<Database>, range: InstantRange): Promise<{ issued: number; redeemed: number; outstanding: number }> {
  const flows = await db
    .selectFrom('wallet_ledger')
    .select([
      sql<string | number | null>`sum(case when amount > 0 then amount else 0 end)`.as('issued'),
      sql<string | number | null>`sum(case when amount < 0 then 0 - amount else 0 end)`.as('redeemed'),
    ])
    .where('created_at', '>=', range.fromAt)
    .where('created_at', '<', range.beforeAt)
    .executeTakeFirst();
  const balance = await db
    .selectFrom('wallet_ledger')
    .select(sql<string | number | null>`sum(amount)`.as('outstanding'))
    .where('created_at', '<', range.beforeAt)
    .executeTakeFirst();
  return { issued: counted(flows?.issued), redeemed: counted(flows?.redeemed), outstanding: counted(balance?.outstanding) };
}

/** Every chat question in the range (customers' and visitors') by triage level (null: from before the level was kept). */
export async function chatQuestionsByTriage(db: Kysely<Database>, range: InstantRange): Promise<{ level: string | null; count: number }[]> {
  const rows = await db
    .selectFrom('chat_triage_events')
    .select(['triage_level', countAll.as('count')])
    .where('created_at', '>=', range.fromAt)
    .where('created_at', '<', range.beforeAt)
    .groupBy('triage_level')
    .execute();
  return rows.map((row) => ({ level: row.triage_level, count: counted(row.count) }));
}

/** Consultations starting in the range by their status now (completed, no_show, booked, cancelled). */
export async function consultationsStartingByStatus(db: Kysely<Database>, range: InstantRange): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('consultations')
    .select(['status', countAll.as('count')])
    .where('starts_at', '>=', range.fromAt)
    .where('starts_at', '<', range.beforeAt)
    .groupBy('status')
    .execute();
  return new Map(rows.map((row) => [row.status, counted(row.count)]));
}

export async function topProducts(
  db: Kysely<Database>,
  range: InstantRange,
  limit: number,
): Promise<{ productId: string; name: string; currency: string; units: number; revenue: number }[]> {
  const rows = await db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select([
      'order_lines.product_id as productId',
      'orders.currency as currency',
      sql<string>`max(order_lines.product_name)`.as('name'),
      sql<string | number>`sum(order_lines.quantity)`.as('units'),
      sql<string | number>`sum(order_lines.line_total)`.as('revenue'),
    ])
    .where('orders.created_at', '>=', range.fromAt)
    .where('orders.created_at', '<', range.beforeAt)
    .where('orders.status', 'not in', NOT_SALES)
    .groupBy(['order_lines.product_id', 'orders.currency'])
    .orderBy(sql`sum(order_lines.quantity)`, 'desc')
    .orderBy(sql`sum(order_lines.line_total)`, 'desc')
    .orderBy('order_lines.product_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ productId: row.productId, name: row.name, currency: row.currency, units: counted(row.units), revenue: counted(row.revenue) }));
}

/**
 * The index of the local day a timestamp falls on: one CASE over the days' UTC bounds (at most KPI_MAX_DAYS
 * branches), so the database groups per local day in any zone, daylight saving included, and returns one row per
 * day (and currency) however many rows the range holds. The indexes are our own integers, written as literals.
 */
function localDayIndex(column: string, days: readonly KpiDay[]): RawBuilder<number> {
  const branches = days.map((day, index) => sql`when ${sql.ref(column)} < ${day.beforeAt} then ${sql.lit(index)}`);
  return sql<number>`case ${sql.join(branches, sql` `)} end`;
}

export async function ordersPerLocalDay(
  db: Kysely<Database>,
  range: InstantRange,
  days: readonly KpiDay[],
): Promise<{ day: number; currency: string; orders: number; revenue: number }[]> {
  const placed = db
    .selectFrom('orders')
    .select([
      localDayIndex('created_at', days).as('day'),
      'currency',
      sql<number>`case when status in (${sql.join(NOT_SALES.map((status) => sql.lit(status)))}) then 0 else total end`.as('sale'),
    ])
    .where('created_at', '>=', range.fromAt)
    .where('created_at', '<', range.beforeAt)
    .as('placed');
  const rows = await db
    .selectFrom(placed)
    .select(['placed.day', 'placed.currency', countAll.as('orders'), sql<string | number>`sum(placed.sale)`.as('revenue')])
    .groupBy(['placed.day', 'placed.currency'])
    .execute();
  return rows.map((row) => ({ day: counted(row.day), currency: row.currency, orders: counted(row.orders), revenue: counted(row.revenue) }));
}

export async function signUpsPerLocalDay(db: Kysely<Database>, range: InstantRange, days: readonly KpiDay[]): Promise<{ day: number; signUps: number }[]> {
  const created = db
    .selectFrom('users')
    .select(localDayIndex('created_at', days).as('day'))
    .where('created_at', '>=', range.fromAt)
    .where('created_at', '<', range.beforeAt)
    .where(isRealCustomer)
    .as('created');
  const rows = await db
    .selectFrom(created)
    .select(['created.day', countAll.as('count')])
    .groupBy('created.day')
    .execute();
  return rows.map((row) => ({ day: counted(row.day), signUps: counted(row.count) }));
}
