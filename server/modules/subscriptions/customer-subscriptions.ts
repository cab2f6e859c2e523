// What another module may read of customers' subscriptions (the plan refills a practitioner sees,
// server/flows/plan-refills.ts): row-free, with the products each one holds.
import type { Kysely } from 'kysely';
import { SUBSCRIPTION_STATUSES } from '@common/subscriptions';
import type { SubscriptionStatus } from '@common/subscriptions';
import type { Database } from '../../db/schema';
import { itemsOf, listSubscriptionsOfUsers } from './subscriptions.repository';

export interface CustomerSubscription {
  id: string;
  userId: string;
  planId: string | null;
  status: SubscriptionStatus;
  cadenceDays: number;
  /** Null unless active. */
  nextRenewalAt: string | null;
  lastOrderId: string | null;
  productIds: string[];
  updatedAt: string;
}

/** Every subscription of these customers, newest first. */
export async function subscriptionsOfCustomers(db: Kysely<Database>, userIds: readonly string[]): Promise<CustomerSubscription[]> {
  const rows = await listSubscriptionsOfUsers(db, userIds);
  const items = await itemsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => {
    const status = SUBSCRIPTION_STATUSES.find((known) => known === row.status);
    if (!status) return [];
    return [
      {
        id: row.id,
        userId: row.user_id,
        planId: row.plan_id,
        status,
        cadenceDays: row.cadence_days,
        nextRenewalAt: status === 'active' ? row.next_renewal_at : null,
        lastOrderId: row.last_order_id,
        productIds: (items.get(row.id) ?? []).map((item) => item.product_id),
        updatedAt: row.updated_at,
      },
    ];
  });
}
