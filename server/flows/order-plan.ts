// A client puts a practitioner's plan in their cart (POST /api/care/plans/{id}/order), step by step. Each step belongs
// to the module named beside it; steps 2 to 4 run in one transaction. Prices are never stored in the cart, so the
// checkout charges the server's prices:
//
//   1. protocols  the plan's items (a plan that is not the client's: 404 PLAN_NOT_FOUND)
//   2. catalog    the products on sale, with their stock
//   3. cart       each line raised to the plan's quantity (never lowered, at most MAX_QUANTITY_PER_LINE), in the
//                 plan's order; an item out of stock: 409 PLAN_ITEM_UNAVAILABLE; too many products: 409 CART_FULL
//   4. protocols  the plan marked ordered
//   5. protocols  the plan marked opened, and answered as the client sees it, with the cart
import type { Kysely } from 'kysely';
import { MAX_LINES_PER_ORDER, MAX_QUANTITY_PER_LINE } from '@common/commerce';
import type { Cart } from '@common/contracts/cart';
import type { CarePlan } from '@common/contracts/protocols';
import type { Database } from '../db/schema';
import { cartFull, cartQuantities, upsertCartItem } from '../modules/cart/cart.exports';
import type { CartService } from '../modules/cart/cart.exports';
import { productsOnSale } from '../modules/catalog/catalog.exports';
import { itemsOfClientPlan, markPlanOpened, markPlanOrdered, planItemUnavailable } from '../modules/protocols/protocols.exports';
import type { ProtocolsService } from '../modules/protocols/protocols.exports';

export interface OrderPlanDependencies {
  db: Kysely<Database>;
  protocols: Pick<ProtocolsService, 'plan'>;
  cart: Pick<CartService, 'get'>;
  /** The server's clock. */
  now?: () => Date;
}

export class OrderPlanFlow {
  readonly #deps: OrderPlanDependencies;

  constructor(deps: OrderPlanDependencies) {
    this.#deps = deps;
  }

  async order(customerId: string, planId: string): Promise<{ plan: CarePlan; cart: Cart }> {
    const { db } = this.#deps;
    const at = (this.#deps.now ?? (() => new Date()))().toISOString();
    const items = await itemsOfClientPlan(db, customerId, planId);
    await db.transaction().execute(async (trx) => {
      const products = await productsOnSale(
        trx,
        items.map((item) => item.productId),
      );
      const existing = await cartQuantities(trx, customerId);
      let lines = existing.size;
      for (const [index, item] of items.entries()) {
        const product = products.get(item.productId);
        const current = existing.get(item.productId) ?? 0;
        const wanted = Math.min(MAX_QUANTITY_PER_LINE, Math.max(current, item.quantity));
        if (!product || product.stock < wanted) throw planItemUnavailable(item.productId, product?.name, product?.stock ?? 0);
        if (current === 0) lines += 1;
        if (lines > MAX_LINES_PER_ORDER) throw cartFull();
        // One millisecond apart, so the cart lists the lines in the plan's order.
        const addedAt = new Date(Date.parse(at) + index).toISOString();
        if (wanted !== current) await upsertCartItem(trx, customerId, item.productId, wanted, addedAt);
      }
      await markPlanOrdered(trx, planId, at);
    });
    await markPlanOpened(db, planId, at);
    return { plan: await this.#deps.protocols.plan(customerId, planId), cart: await this.#deps.cart.get(customerId) };
  }
}
