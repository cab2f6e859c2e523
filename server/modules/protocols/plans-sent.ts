// What another step may read of the plans a practitioner sent (the plan refills they see, server/flows/plan-refills.ts):
// row-free, each client's newest plan with its products.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { listPlansSentTo, planItemsOf } from './protocols.repository';

export interface PlanSent {
  planId: string;
  clientId: string;
  title: string;
  sentAt: string;
  productIds: string[];
}

/** The newest plan the practitioner sent each of these clients; a client without one is left out. */
export async function newestPlansSentBy(db: Kysely<Database>, practitionerId: string, clientIds: readonly string[]): Promise<PlanSent[]> {
  const newest = new Map<string, { id: string; customer_id: string; title: string; sent_at: string }>();
  // Newest first: the first plan seen for a client is theirs.
  for (const plan of await listPlansSentTo(db, practitionerId, clientIds)) if (!newest.has(plan.customer_id)) newest.set(plan.customer_id, plan);
  const items = await planItemsOf(
    db,
    [...newest.values()].map((plan) => plan.id),
  );
  return [...newest.values()].map((plan) => ({
    planId: plan.id,
    clientId: plan.customer_id,
    title: plan.title,
    sentAt: plan.sent_at,
    productIds: (items.get(plan.id) ?? []).map((item) => item.product_id),
  }));
}
