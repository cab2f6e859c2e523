// Read-only aggregates for the staff's home. Counting across modules' tables is this module's job (as KPIs will be);
// it never writes to them.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isRealCustomer } from '../accounts/accounts.exports';

function counted(value: string | number | bigint | null | undefined): number {
  return Number(value ?? 0);
}

export async function countPendingProducts(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('review_status', '=', 'pending')
    .executeTakeFirst();
  return counted(row?.count);
}

export async function countPendingReviews(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('product_reviews')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return counted(row?.count);
}

export async function countOrdersWithStatus(db: Kysely<Database>, status: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('status', '=', status)
    .executeTakeFirst();
  return counted(row?.count);
}

/** Orders placed in [fromAt, beforeAt) and, of those not cancelled or refunded, the revenue per currency. */
export async function ordersPlacedBetween(
  db: Kysely<Database>,
  fromAt: string,
  beforeAt: string,
): Promise<{ orders: number; revenue: { currency: string; amount: number }[] }> {
  const all = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('created_at', '>=', fromAt)
    .where('created_at', '<', beforeAt)
    .executeTakeFirst();
  const revenue = await db
    .selectFrom('orders')
    .select(['currency', sql<string | number>`sum(total)`.as('amount')])
    .where('created_at', '>=', fromAt)
    .where('created_at', '<', beforeAt)
    .where('status', 'not in', ['cancelled', 'refunded'])
    .groupBy('currency')
    .orderBy('currency')
    .execute();
  return { orders: counted(all?.count), revenue: revenue.map((row) => ({ currency: row.currency, amount: counted(row.amount) })) };
}

/** Real customers' accounts created between two instants (accounts/real-customers.ts), as the KPIs count them. */
export async function countSignUpsBetween(db: Kysely<Database>, fromAt: string, beforeAt: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('created_at', '>=', fromAt)
    .where('created_at', '<', beforeAt)
    .where(isRealCustomer)
    .executeTakeFirst();
  return counted(row?.count);
}
