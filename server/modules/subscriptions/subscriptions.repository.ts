// Subscriptions and their items.
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, SubscriptionItemsTable, SubscriptionsTable } from '../../db/schema';

export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type SubscriptionItemRow = Selectable<SubscriptionItemsTable>;

export function findSubscription(db: Kysely<Database>, id: string): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSubscriptionBySkipToken(db: Kysely<Database>, token: string): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('skip_token', '=', token).executeTakeFirst();
}

/** The subscriptions of these accounts, newest first. */
export function listSubscriptionsOfUsers(db: Kysely<Database>, userIds: readonly string[]): Promise<SubscriptionRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', 'in', [...userIds])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** The account's active or paused subscription made from this plan, if there is one. */
export function findOpenPlanSubscription(db: Kysely<Database>, userId: string, planId: string): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('plan_id', '=', planId)
    .where('status', '!=', 'cancelled')
    .executeTakeFirst();
}

/** Records that the in-app reminder of the renewal at `renewalAt` was handed out: true only for the call that did. */
export async function claimAppReminder(db: Kysely<Database>, id: string, renewalAt: string): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set({ app_reminded_for: renewalAt })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .where('next_renewal_at', '=', renewalAt)
    .where((eb) => eb.or([eb('app_reminded_for', 'is', null), eb('app_reminded_for', '!=', renewalAt)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The account's subscriptions, newest first. */
export function listSubscriptionsOf(db: Kysely<Database>, userId: string): Promise<SubscriptionRow[]> {
  return db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').execute();
}

export async function itemsOf(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, SubscriptionItemRow[]>> {
  const items = new Map<string, SubscriptionItemRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return items;
  const rows = await db
    .selectFrom('subscription_items')
    .selectAll()
    .where('subscription_id', 'in', [...ids])
    .orderBy('product_id')
    .execute();
  for (const row of rows) items.get(row.subscription_id)?.push(row);
  return items;
}

export async function insertSubscription(
  trx: Kysely<Database>,
  row: Insertable<SubscriptionsTable>,
  items: Insertable<SubscriptionItemsTable>[],
): Promise<void> {
  await trx.insertInto('subscriptions').values(row).execute();
  await trx.insertInto('subscription_items').values(items).execute();
}

/** Erasing an account (server/flows/erase-account.ts): its subscriptions and their items go, so nothing renews for it. */
/** The customers at the card provider that the account's subscriptions saved cards with, read before they are erased. */
export async function paymentCustomerIdsOf(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('subscriptions')
    .select('payment_customer_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('payment_customer_id', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.payment_customer_id === null ? [] : [row.payment_customer_id]));
}

export async function deleteSubscriptionsOf(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx
    .deleteFrom('subscription_items')
    .where('subscription_id', 'in', trx.selectFrom('subscriptions').select('id').where('user_id', '=', userId))
    .execute();
  await trx.deleteFrom('subscriptions').where('user_id', '=', userId).execute();
}

export async function deleteSubscription(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('subscriptions').where('id', '=', id).execute();
}

export async function replaceItems(trx: Kysely<Database>, subscriptionId: string, items: Insertable<SubscriptionItemsTable>[]): Promise<void> {
  await trx.deleteFrom('subscription_items').where('subscription_id', '=', subscriptionId).execute();
  await trx.insertInto('subscription_items').values(items).execute();
}

export async function updateItemPrices(
  trx: Kysely<Database>,
  subscriptionId: string,
  productId: string,
  prices: Partial<Pick<SubscriptionItemRow, 'announced_unit_price' | 'last_unit_price'>>,
): Promise<void> {
  await trx.updateTable('subscription_items').set(prices).where('subscription_id', '=', subscriptionId).where('product_id', '=', productId).execute();
}

/**
 * Changes the subscription only if it is still as `expected` says (its status and next renewal): true when this call
 * made the change. Two instances renewing, or a customer skipping while the renewal runs, cannot both apply.
 */
export async function updateSubscriptionIf(
  db: Kysely<Database>,
  id: string,
  expected: Pick<SubscriptionRow, 'status' | 'next_renewal_at'>,
  changes: Updateable<SubscriptionsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', expected.status)
    .where('next_renewal_at', '=', expected.next_renewal_at)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Keeps the way of paying a payment of the subscription's customer saved: only for the customer made for it, so a
 * payment of another customer never chooses what this subscription is charged to.
 */
export async function recordSavedPaymentMethod(
  db: Kysely<Database>,
  id: string,
  saved: { customerId: string; paymentMethodId: string; orderId: string },
  at: string,
): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ payment_method_id: saved.paymentMethodId, updated_at: at })
    .where('id', '=', id)
    .where('payment_customer_id', '=', saved.customerId)
    .execute();
  await db.updateTable('subscriptions').set({ unpaid_order_id: null }).where('id', '=', id).where('unpaid_order_id', '=', saved.orderId).execute();
}

/** Records that the reminder of the renewal at `renewalAt` went out: true only for the call that recorded it first. */
export async function markReminded(trx: Kysely<Database>, id: string, renewalAt: string, at: string): Promise<boolean> {
  const result = await trx
    .updateTable('subscriptions')
    .set({ reminded_for: renewalAt, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .where('next_renewal_at', '=', renewalAt)
    .where((eb) => eb.or([eb('reminded_for', 'is', null), eb('reminded_for', '!=', renewalAt)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Active subscriptions whose renewal is due at `now` (and whose retry, after a failure, is due too), oldest first. */
export function listDueRenewals(db: Kysely<Database>, now: string, limit: number): Promise<SubscriptionRow[]> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('status', '=', 'active')
    .where('next_renewal_at', '<=', now)
    .where((eb) => eb.or([eb('retry_at', 'is', null), eb('retry_at', '<=', now)]))
    .orderBy('next_renewal_at')
    .limit(limit)
    .execute();
}

/** Active subscriptions renewing by `until` whose reminder for that renewal has not gone out. */
export function listDueReminders(db: Kysely<Database>, now: string, until: string, limit: number): Promise<SubscriptionRow[]> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('status', '=', 'active')
    .where('next_renewal_at', '>', now)
    .where('next_renewal_at', '<=', until)
    .where((eb) => eb.or([eb('reminded_for', 'is', null), eb('reminded_for', '!=', eb.ref('next_renewal_at'))]))
    .orderBy('next_renewal_at')
    .limit(limit)
    .execute();
}
