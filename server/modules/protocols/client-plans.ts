// The client's side of plans: their plans, opening one, ordering it into the cart, the check-in, and the nudges due.
import type { Kysely } from 'kysely';
import { checkInOpen, duePlanNudges, nudgeBody, nudgeTitle } from '@common/care-plans';
import type { PlanNudgeKind } from '@common/care-plans';
import { MAX_LINES_PER_ORDER, MAX_QUANTITY_PER_LINE } from '@common/commerce';
import type { Cart } from '@common/contracts/cart';
import type { CarePlan, CheckInRequest, PlanNudge } from '@common/contracts/protocols';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { cartQuantities, upsertCartItem } from '../cart/cart.exports';
import type { CartService } from '../cart/cart.exports';
import { productsOnSale } from '../catalog/catalog.exports';
import { practitionersOf } from '../experts/experts.exports';
import { timelineOf } from './plan-views';
import type { PlanViews } from './plan-views';
import { planNotFound, protocolError } from './protocol-errors';
import { answerCheckIn, claimPlanDate, findPlanOfCustomer, listPlansOfCustomer, planItemsOf, setOrderRequested } from './protocols.repository';
import type { PlanRow } from './protocols.repository';

const NUDGE_COLUMN: Record<PlanNudgeKind, 'reminder_sent_at' | 'check_in_asked_at'> = {
  order_reminder: 'reminder_sent_at',
  check_in: 'check_in_asked_at',
};

const checkInAnswered = () => protocolError(409, 'CHECK_IN_ANSWERED', 'You have already told your practitioner how this plan is going.');

export interface ClientPlansDependencies {
  db: Kysely<Database>;
  cart: Pick<CartService, 'get'>;
  now: () => Date;
  views: PlanViews;
}

export class ClientPlans {
  readonly #db: Kysely<Database>;
  readonly #cart: Pick<CartService, 'get'>;
  readonly #now: () => Date;
  readonly #views: PlanViews;

  constructor(deps: ClientPlansDependencies) {
    this.#db = deps.db;
    this.#cart = deps.cart;
    this.#now = deps.now;
    this.#views = deps.views;
  }

  async list(customerId: string): Promise<CarePlan[]> {
    return this.#views.toPlans(await this.#views.reconciled(await listPlansOfCustomer(this.#db, customerId)));
  }

  /** Opening a plan marks it viewed, once. */
  async open(customerId: string, id: string): Promise<CarePlan> {
    const plan = await this.#planOf(customerId, id);
    await claimPlanDate(this.#db, id, 'viewed_at', this.#now().toISOString());
    return this.#fresh(customerId, plan.id);
  }

  /** Puts the plan's items in the cart: prices are never stored in the cart, so checkout charges the server's prices. */
  async order(customerId: string, id: string): Promise<{ plan: CarePlan; cart: Cart }> {
    const plan = await this.#planOf(customerId, id);
    const items = (await planItemsOf(this.#db, [id])).get(id) ?? [];
    const now = this.#now().toISOString();
    await this.#db.transaction().execute(async (trx) => {
      const products = await productsOnSale(
        trx,
        items.map((item) => item.product_id),
      );
      const existing = await cartQuantities(trx, customerId);
      let lines = existing.size;
      for (const [index, item] of items.entries()) {
        const product = products.get(item.product_id);
        const current = existing.get(item.product_id) ?? 0;
        const wanted = Math.min(MAX_QUANTITY_PER_LINE, Math.max(current, item.quantity));
        if (!product || product.stock < wanted) {
          throw protocolError(
            409,
            'PLAN_ITEM_UNAVAILABLE',
            `"${product?.name ?? 'A product of this plan'}" is not available in that quantity now. Ask your practitioner for an alternative.`,
            { productId: item.product_id, available: product?.stock ?? 0 },
          );
        }
        if (current === 0) lines += 1;
        if (lines > MAX_LINES_PER_ORDER) {
          throw new AppError(409, 'CART_FULL', `Your cart already holds ${MAX_LINES_PER_ORDER} different products. Check out or remove some first.`);
        }
        // One millisecond apart, so the cart lists the lines in the plan's order.
        const addedAt = new Date(Date.parse(now) + index).toISOString();
        if (wanted !== current) await upsertCartItem(trx, customerId, item.product_id, wanted, addedAt);
      }
      await setOrderRequested(trx, plan.id, now);
    });
    // Ordering from a plan means it was opened.
    await claimPlanDate(this.#db, id, 'viewed_at', now);
    return { plan: await this.#fresh(customerId, id), cart: await this.#cart.get(customerId) };
  }

  async checkIn(customerId: string, id: string, request: CheckInRequest): Promise<CarePlan> {
    const plan = await this.#planOf(customerId, id);
    const now = this.#now();
    if (plan.check_in_at !== null) throw checkInAnswered();
    if (!checkInOpen(timelineOf(plan), now)) {
      throw protocolError(409, 'CHECK_IN_NOT_OPEN', 'The check-in opens a week after the plan was sent.', { planId: id });
    }
    const answered = await answerCheckIn(this.#db, id, request.score, request.note, now.toISOString());
    if (!answered) throw checkInAnswered();
    return this.#fresh(customerId, id);
  }

  /** The nudges due now, each claimed by a conditional update so two tabs or instances never deliver one twice. */
  async nudges(customerId: string): Promise<PlanNudge[]> {
    const now = this.#now();
    const plans = await this.#views.reconciled(await listPlansOfCustomer(this.#db, customerId));
    const practitioners = await practitionersOf(
      this.#db,
      plans.map((plan) => plan.practitioner_user_id),
    );
    const delivered: PlanNudge[] = [];
    for (const plan of plans) {
      for (const kind of duePlanNudges(timelineOf(plan), now)) {
        if (!(await claimPlanDate(this.#db, plan.id, NUDGE_COLUMN[kind], now.toISOString()))) continue;
        const name = practitioners.get(plan.practitioner_user_id)?.name ?? '';
        delivered.push({ planId: plan.id, kind, title: nudgeTitle(kind), body: nudgeBody(kind, name, plan.title), route: '/profile' });
      }
    }
    return delivered;
  }

  async #planOf(customerId: string, id: string): Promise<PlanRow> {
    const plan = await findPlanOfCustomer(this.#db, customerId, id);
    if (!plan) throw planNotFound(id);
    return plan;
  }

  async #fresh(customerId: string, id: string): Promise<CarePlan> {
    return (await this.#views.toPlans([await this.#planOf(customerId, id)]))[0] as CarePlan;
  }
}
