// A practitioner sees whether their clients' plans are still refilled (GET /api/partner/plan-refills), step by step.
// Each step belongs to the module named beside it; a client who does not share their orders is never read:
//
//   1. care           the consenting clients who share their orders now
//   2. protocols      the newest plan this practitioner sent each of them, with its products (none: left out)
//   3. care           the read written in each such client's access log (orders), before anything is read
//   4. subscriptions  their subscriptions: made from the plan, or holding one of its products
//   5. orders         each one's newest order since the plan was sent holding one of its products, not cancelled or refunded
//   6. the rule of common/plan-refills.ts on the server's clock
import type { Kysely } from 'kysely';
import type { PlanRefill as PlanRefillView, PlanRefillListResponse } from '@common/contracts/protocols';
import { planRefill } from '@common/plan-refills';
import type { Database } from '../db/schema';
import { logClientRead, sharedWith } from '../modules/care/care.exports';
import type { CareService } from '../modules/care/care.exports';
import type { OrdersService } from '../modules/orders/orders.exports';
import { newestPlansSentBy } from '../modules/protocols/protocols.exports';
import { subscriptionsOfCustomers } from '../modules/subscriptions/subscriptions.exports';

export interface PlanRefillsDependencies {
  db: Kysely<Database>;
  care: Pick<CareService, 'clients'>;
  orders: Pick<OrdersService, 'list'>;
  /** The server's clock decides what has lapsed. */
  now?: () => Date;
}

export class PlanRefillsFlow {
  readonly #deps: PlanRefillsDependencies;

  constructor(deps: PlanRefillsDependencies) {
    this.#deps = deps;
  }

  async refills(practitionerId: string): Promise<PlanRefillListResponse> {
    const { db, care, orders } = this.#deps;
    const now = (this.#deps.now ?? (() => new Date()))();
    const sharing = (await care.clients(practitionerId)).filter((client) => client.scopes.includes('orders'));
    const plans = await newestPlansSentBy(
      db,
      practitionerId,
      sharing.map((client) => client.id),
    );
    const readable: typeof plans = [];
    for (const plan of plans) {
      // Asked again per client: a consent revoked since the list was read is not read through.
      const shared = await sharedWith(db, plan.clientId, practitionerId);
      if (!shared?.scopes.includes('orders')) continue;
      await logClientRead(db, { clientId: plan.clientId, practitionerId, consentId: shared.consentId, scopes: ['orders'], at: now });
      readable.push(plan);
    }
    const subscriptions = await subscriptionsOfCustomers(
      db,
      readable.map((plan) => plan.clientId),
    );
    const refills: PlanRefillView[] = [];
    for (const plan of readable) {
      const products = new Set(plan.productIds);
      const holdsPlanProduct = (productIds: readonly string[]) => productIds.some((productId) => products.has(productId));
      const lastOrder = (await orders.list(plan.clientId))
        .filter(
          (order) =>
            order.status !== 'cancelled' &&
            order.status !== 'refunded' &&
            Date.parse(order.createdAt) >= Date.parse(plan.sentAt) &&
            holdsPlanProduct(order.lines.map((line) => line.productId)),
        )
        .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
      const refill = planRefill(
        {
          subscriptions: subscriptions
            .filter((subscription) => subscription.userId === plan.clientId)
            .filter((subscription) => subscription.planId === plan.planId || holdsPlanProduct(subscription.productIds))
            .map((subscription) => ({ ...subscription, fromPlan: subscription.planId === plan.planId })),
          lastOrder: lastOrder ? { id: lastOrder.id, placedAt: lastOrder.createdAt } : null,
        },
        now,
      );
      refills.push({ clientId: plan.clientId, planId: plan.planId, planTitle: plan.title, planSentAt: plan.sentAt, ...refill });
    }
    return { refills };
  }
}
