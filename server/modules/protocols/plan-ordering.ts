// The protocols module's steps of a client ordering a plan (server/flows/order-plan.ts runs them with the catalog's
// and the cart's; server/flows/subscribe-to-plan.ts with the subscriptions'): the plan's items, the refusal of one that
// is not available, and the plan marked ordered and opened.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppError } from '../../http/app-error';
import { planNotFound, protocolError } from './protocol-errors';
import { claimPlanDate, findPlanOfCustomer, markOrdered, planItemsOf, setOrderRequested } from './protocols.repository';

/** The items of the client's plan in the plan's order; 404 PLAN_NOT_FOUND for a plan that is not theirs. */
export async function itemsOfClientPlan(db: Kysely<Database>, customerId: string, planId: string): Promise<{ productId: string; quantity: number }[]> {
  if (!(await findPlanOfCustomer(db, customerId, planId))) throw planNotFound(planId);
  return ((await planItemsOf(db, [planId])).get(planId) ?? []).map((item) => ({ productId: item.product_id, quantity: item.quantity }));
}

export function planItemUnavailable(productId: string, name: string | undefined, available: number): AppError {
  return protocolError(
    409,
    'PLAN_ITEM_UNAVAILABLE',
    `"${name ?? 'A product of this plan'}" is not available in that quantity now. Ask your practitioner for an alternative.`,
    { productId, available },
  );
}

/** Ordering from a plan, in the ordering's transaction. */
export async function markPlanOrdered(trx: Kysely<Database>, planId: string, at: string): Promise<void> {
  await setOrderRequested(trx, planId, at);
}

/** Ordering from a plan means it was opened (kept once, the first time). */
export async function markPlanOpened(db: Kysely<Database>, planId: string, at: string): Promise<void> {
  await claimPlanDate(db, planId, 'viewed_at', at);
}

/** Subscribing to a plan placed its first order: the plan is ordered with that order (kept once, the first time). */
export async function markPlanSubscribed(db: Kysely<Database>, planId: string, orderId: string, at: string): Promise<void> {
  await setOrderRequested(db, planId, at);
  await markOrdered(db, planId, orderId, at);
}
