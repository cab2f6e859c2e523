// A client subscribes to a practitioner's plan (POST /api/care/plans/{id}/subscribe), step by step. Each step belongs
// to the module named beside it. Items, quantities and prices are the server's, never the request's:
//
//   1. protocols      the plan's items (a plan that is not the client's: 404 PLAN_NOT_FOUND)
//   2. catalog        each on sale with stock for the plan's quantity (else 409 PLAN_ITEM_UNAVAILABLE)
//   3. subscriptions  the subscription of the plan's items, linked to the plan (one not cancelled per plan: 409
//                     PLAN_ALREADY_SUBSCRIBED), its first order placed at once by the renewals as the product page's
//                     subscribing does; when that order is refused nothing is kept
//   4. protocols      the plan marked ordered with that first order, and opened
import type { Kysely } from 'kysely';
import type { SubscribePlanResponse } from '@common/contracts/protocols';
import type { SubscribeToPlanRequest } from '@common/contracts/subscriptions';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';
import { productsOnSale } from '../modules/catalog/catalog.exports';
import { itemsOfClientPlan, markPlanOpened, markPlanSubscribed, planItemUnavailable } from '../modules/protocols/protocols.exports';
import type { ProtocolsService } from '../modules/protocols/protocols.exports';
import type { SubscriptionRenewals, SubscriptionsService } from '../modules/subscriptions/subscriptions.exports';

export interface SubscribeToPlanDependencies {
  db: Kysely<Database>;
  protocols: Pick<ProtocolsService, 'plan'>;
  subscriptions: Pick<SubscriptionsService, 'create'>;
  renewals: Pick<SubscriptionRenewals, 'renew'>;
  /** The server's clock. */
  now?: () => Date;
}

export class SubscribeToPlanFlow {
  readonly #deps: SubscribeToPlanDependencies;

  constructor(deps: SubscribeToPlanDependencies) {
    this.#deps = deps;
  }

  async subscribe(customerId: string, planId: string, request: SubscribeToPlanRequest, origin: string | undefined): Promise<SubscribePlanResponse> {
    const { db, protocols, subscriptions, renewals } = this.#deps;
    const now = this.#deps.now ?? (() => new Date());
    const items = await itemsOfClientPlan(db, customerId, planId);
    if (items.length === 0) {
      throw new AppError(409, 'PLAN_ITEM_UNAVAILABLE', 'This plan has no products to deliver. Ask your practitioner for a new one.', { planId });
    }
    const products = await productsOnSale(
      db,
      items.map((item) => item.productId),
    );
    for (const item of items) {
      const product = products.get(item.productId);
      if (!product || product.stock < item.quantity) throw planItemUnavailable(item.productId, product?.name, product?.stock ?? 0);
    }
    const subscription = await subscriptions.create(customerId, { ...request, items }, (row) => renewals.renew(row, now(), { origin, rethrow: true }), {
      planId,
    });
    const at = now().toISOString();
    if (subscription.lastOrderId !== null) await markPlanSubscribed(db, planId, subscription.lastOrderId, at);
    await markPlanOpened(db, planId, at);
    return { plan: await protocols.plan(customerId, planId), subscription };
  }
}
