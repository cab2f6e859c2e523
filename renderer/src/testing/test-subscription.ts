import type { Subscription } from '@common/contracts/subscriptions';

/**
 * A subscription as the API answers it: active, every 30 days at 5% off, paid in cash on delivery, its first order
 * placed, nothing owed. A test names only what it is about.
 */
export function testSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 'sub-1',
    status: 'active',
    cadenceDays: 30,
    discountPercent: 5,
    items: [],
    currency: 'INR',
    nextGoodsTotal: 38_000,
    nextRenewalAt: '2027-01-03T09:00:00.000Z',
    addressId: 'addr-1',
    addressLine: 'Ada, 1 Residency Rd, Bengaluru, 560025',
    paymentMethod: 'cod',
    renewalsPlaced: 1,
    lastOrderId: 'ord-1',
    problem: null,
    unpaidOrderId: null,
    planId: null,
    reminderDue: false,
    savedPaymentMethod: false,
    debitPending: false,
    createdAt: '2026-12-04T09:00:00.000Z',
    ...overrides,
  };
}
