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

/**
 * The customers at the payment providers that the account's subscriptions saved ways of paying with, by the way of
 * paying (card: Stripe, razorpay: Razorpay), read before they are erased (server/flows/erase-account.ts).
 */
export async function paymentCustomersOf(db: Kysely<Database>, userId: string): Promise<{ method: string; customerId: string }[]> {
  const rows = await db
    .selectFrom('subscriptions')
    .select(['payment_method', 'payment_customer_id'])
    .distinct()
    .where('user_id', '=', userId)
    .where('payment_customer_id', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.payment_customer_id === null ? [] : [{ method: row.payment_method, customerId: row.payment_customer_id }]));
}

/** Erasing an account (server/flows/erase-account.ts): its subscriptions and their items go, so nothing renews for it. */
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
 * Changes the subscription only if it is still as `expected` says (its status and next renewal, and where given its
 * failed tries and the order waiting for its payment): true when this call made the change. Two instances renewing,
 * a provider's webhook and the renewal that asked for the payment, or a customer skipping while the renewal runs,
 * cannot both apply.
 */
export async function updateSubscriptionIf(
  db: Kysely<Database>,
  id: string,
  expected: Pick<SubscriptionRow, 'status' | 'next_renewal_at'> & Partial<Pick<SubscriptionRow, 'failed_attempts' | 'unpaid_order_id'>>,
  changes: Updateable<SubscriptionsTable>,
): Promise<boolean> {
  let update = db
    .updateTable('subscriptions')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', expected.status)
    .where('next_renewal_at', '=', expected.next_renewal_at);
  if (expected.failed_attempts !== undefined) update = update.where('failed_attempts', '=', expected.failed_attempts);
  if (expected.unpaid_order_id !== undefined) {
    const unpaid = expected.unpaid_order_id;
    update = unpaid === null ? update.where('unpaid_order_id', 'is', null) : update.where('unpaid_order_id', '=', unpaid);
  }
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Claims asking the provider for the subscription's renewal charge until `until`: true for one instance at a time
 * (a claim whose end passed, its instance gone, is taken over). Razorpay takes no idempotency key: two instances must
 * not ask it for two debits at once.
 */
export async function claimCharge(db: Kysely<Database>, id: string, now: string, until: string): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set({ charging_until: until })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('charging_until', 'is', null), eb('charging_until', '<=', now)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function releaseCharge(db: Kysely<Database>, id: string, until: string): Promise<void> {
  await db.updateTable('subscriptions').set({ charging_until: null }).where('id', '=', id).where('charging_until', '=', until).execute();
}

/**
 * Keeps the way of paying a payment of the subscription's customer saved: only for the customer made for it, so a
 * payment of another customer never chooses what this subscription is charged to.
 */
export async function recordSavedPaymentMethod(
  db: Kysely<Database>,
  id: string,
  saved: { customerId: string; paymentMethodId: string },
  at: string,
): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ payment_method_id: saved.paymentMethodId, updated_at: at })
    .where('id', '=', id)
    .where('payment_customer_id', '=', saved.customerId)
    .execute();
}

/** A saved way of paying that ended at the provider (a mandate cancelled): no subscription charges it again. */
export async function forgetSavedPaymentMethod(db: Kysely<Database>, paymentMethodId: string, at: string): Promise<void> {
  await db.updateTable('subscriptions').set({ payment_method_id: null, updated_at: at }).where('payment_method_id', '=', paymentMethodId).execute();
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
