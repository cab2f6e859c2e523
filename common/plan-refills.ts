// Whether a client's plan is still being refilled (issue 44, "Practitioners see which clients' plan refills lapsed"),
// as a pure function of the client's subscriptions and last order and an injected clock, so the rule is tested
// table-driven and the server's clock decides. docs/features/subscriptions.md states the rule in words.
import type { SubscriptionStatus } from './subscriptions';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long one order of a plan lasts when nothing says otherwise (not placed by a subscription with its own cadence). */
export const PLAN_SUPPLY_DAYS = 30;

export const PLAN_REFILL_STATUSES = ['not_ordered', 'subscribed', 'supplied', 'paused', 'cancelled', 'lapsed'] as const;
export type PlanRefillStatus = (typeof PLAN_REFILL_STATUSES)[number];

/** A subscription of the client that matters to the plan: one made from it, or any other holding one of its products. */
export interface RefillSubscription {
  status: SubscriptionStatus;
  cadenceDays: number;
  /** When the next renewal is placed; null unless active. */
  nextRenewalAt: string | null;
  /** Made from this plan ("Deliver every N days" on the plan), rather than from a product page. */
  fromPlan: boolean;
  /** The last order it placed. */
  lastOrderId: string | null;
  updatedAt: string;
}

export interface PlanSupplyFacts {
  subscriptions: readonly RefillSubscription[];
  /** The newest order placed since the plan was sent that holds one of its products and was not cancelled or refunded. */
  lastOrder: { id: string; placedAt: string } | null;
}

export interface PlanRefill {
  status: PlanRefillStatus;
  /** Subscribed: when the next delivery is ordered. */
  nextDeliveryAt: string | null;
  /** The cadence of the subscription that refills it (subscribed), or of the one made from the plan. */
  cadenceDays: number | null;
  lastOrderAt: string | null;
  /** When the last order's supply runs (or ran) out: a subscription's cadence after it, else PLAN_SUPPLY_DAYS. */
  suppliedUntil: string | null;
}

const newestFirst = (a: RefillSubscription, b: RefillSubscription) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt);

/**
 * Where a plan's refills stand at `now`:
 * - subscribed: an active subscription holds one of its products (made from the plan or not);
 * - otherwise, with an order since the plan was sent, its supply lasts the cadence of the subscription that placed it
 *   or PLAN_SUPPLY_DAYS: once that is past, lapsed (whatever a paused or cancelled subscription says);
 * - before that, paused or cancelled after the plan's own subscription, else supplied (ordered once, still lasting);
 * - never ordered: not_ordered (or the plan's subscription's paused or cancelled, when its first order was cancelled).
 */
export function planRefill(facts: PlanSupplyFacts, now: Date): PlanRefill {
  const active = facts.subscriptions
    .filter((subscription) => subscription.status === 'active')
    .sort((a, b) => Number(b.fromPlan) - Number(a.fromPlan) || newestFirst(a, b))[0];
  const lastOrderAt = facts.lastOrder?.placedAt ?? null;
  if (active) {
    return { status: 'subscribed', nextDeliveryAt: active.nextRenewalAt, cadenceDays: active.cadenceDays, lastOrderAt, suppliedUntil: null };
  }
  const planSubscription = facts.subscriptions.filter((subscription) => subscription.fromPlan).sort(newestFirst)[0];
  const cadenceDays = planSubscription?.cadenceDays ?? null;
  const stopped = planSubscription?.status === 'paused' || planSubscription?.status === 'cancelled' ? planSubscription.status : null;
  if (!facts.lastOrder) {
    return { status: stopped ?? 'not_ordered', nextDeliveryAt: null, cadenceDays, lastOrderAt: null, suppliedUntil: null };
  }
  const { id, placedAt } = facts.lastOrder;
  const placedBy = facts.subscriptions.find((subscription) => subscription.lastOrderId === id);
  const suppliedUntil = new Date(Date.parse(placedAt) + (placedBy?.cadenceDays ?? PLAN_SUPPLY_DAYS) * DAY_MS).toISOString();
  const status: PlanRefillStatus = Date.parse(suppliedUntil) <= now.getTime() ? 'lapsed' : (stopped ?? 'supplied');
  return { status, nextDeliveryAt: null, cadenceDays, lastOrderAt, suppliedUntil };
}
