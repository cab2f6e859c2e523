import { describe, expect, it } from 'vitest';
import { planRefill, PLAN_SUPPLY_DAYS } from './plan-refills';
import type { PlanRefillStatus, PlanSupplyFacts, RefillSubscription } from './plan-refills';

const DAY_MS = 86_400_000;
const START = Date.parse('2027-01-04T09:00:00.000Z');
const day = (days: number) => new Date(START + days * DAY_MS).toISOString();

const subscription = (fields: Partial<RefillSubscription> = {}): RefillSubscription => ({
  status: 'active',
  cadenceDays: 60,
  nextRenewalAt: day(60),
  fromPlan: true,
  lastOrderId: 'order-1',
  updatedAt: day(0),
  ...fields,
});
const ordered = (placedDay: number, id = 'order-1') => ({ id, placedAt: day(placedDay) });

describe('planRefill', () => {
  const cases: [string, PlanSupplyFacts, number, PlanRefillStatus, string | null][] = [
    ['never ordered', { subscriptions: [], lastOrder: null }, 90, 'not_ordered', null],
    ['ordered once, within the 30-day supply', { subscriptions: [], lastOrder: ordered(0) }, PLAN_SUPPLY_DAYS - 1, 'supplied', day(30)],
    ['ordered once, the 30 days over: lapsed', { subscriptions: [], lastOrder: ordered(0) }, PLAN_SUPPLY_DAYS, 'lapsed', day(30)],
    ['an active plan subscription long after its last order', { subscriptions: [subscription()], lastOrder: ordered(0) }, 200, 'subscribed', null],
    [
      'an active product-page subscription holding a plan product',
      { subscriptions: [subscription({ fromPlan: false, lastOrderId: 'other' })], lastOrder: ordered(0) },
      100,
      'subscribed',
      null,
    ],
    ['paused within its cadence', { subscriptions: [subscription({ status: 'paused', nextRenewalAt: null })], lastOrder: ordered(0) }, 59, 'paused', day(60)],
    [
      'paused past its cadence: lapsed',
      { subscriptions: [subscription({ status: 'paused', nextRenewalAt: null })], lastOrder: ordered(0) },
      60,
      'lapsed',
      day(60),
    ],
    [
      'cancelled, the supply still lasting',
      { subscriptions: [subscription({ status: 'cancelled', nextRenewalAt: null })], lastOrder: ordered(0) },
      10,
      'cancelled',
      day(60),
    ],
    [
      'cancelled, then ordered once more by hand: 30 days from that order',
      { subscriptions: [subscription({ status: 'cancelled', nextRenewalAt: null })], lastOrder: ordered(50, 'order-2') },
      79,
      'cancelled',
      day(80),
    ],
    [
      'cancelled and the hand order run out too: lapsed',
      { subscriptions: [subscription({ status: 'cancelled', nextRenewalAt: null })], lastOrder: ordered(50, 'order-2') },
      80,
      'lapsed',
      day(80),
    ],
    [
      'the first order cancelled and the subscription paused',
      { subscriptions: [subscription({ status: 'paused', nextRenewalAt: null })], lastOrder: null },
      5,
      'paused',
      null,
    ],
  ];
  it.each(cases)('%s', (_name, facts, nowDay, status, suppliedUntil) => {
    const refill = planRefill(facts, new Date(START + nowDay * DAY_MS));
    expect(refill.status).toBe(status);
    expect(refill.suppliedUntil).toBe(suppliedUntil);
  });

  it('names the next delivery and cadence of the plan’s own active subscription before another one', () => {
    const own = subscription({ cadenceDays: 90, nextRenewalAt: day(90), updatedAt: day(0) });
    const other = subscription({ fromPlan: false, cadenceDays: 30, nextRenewalAt: day(30), updatedAt: day(5) });
    expect(planRefill({ subscriptions: [other, own], lastOrder: ordered(0) }, new Date(START + DAY_MS))).toEqual({
      status: 'subscribed',
      nextDeliveryAt: day(90),
      cadenceDays: 90,
      lastOrderAt: day(0),
      suppliedUntil: null,
    });
  });
});
