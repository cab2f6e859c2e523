import type { Order } from '@common/contracts/orders';

/** An order as GET /api/orders returns it: one line of two Omega-3, paid in cash on delivery, awaiting payment. */
export function testOrder(overrides: Partial<Order> = {}): Order {
  const status = overrides.status ?? 'pending_payment';
  return {
    id: 'ord-12345678',
    status,
    lines: [
      { productId: 'p1', slug: 'omega', name: 'Omega-3', image: '/x.svg', quantity: 2, unitPrice: 50_000, originalUnitPrice: 50_000, lineTotal: 100_000 },
    ],
    subtotal: 100_000,
    discount: 0,
    coinsRedeemed: 0,
    coinsValue: 0,
    delivery: { method: 'standard', fee: 0, estimatedFrom: '2026-11-28', estimatedTo: '2026-11-30' },
    tax: { label: 'GST', ratePercent: 18, included: true, amount: 15_254 },
    total: 100_000,
    currency: 'INR',
    promoCode: null,
    attribution: null,
    rewardCoins: 10,
    shippingAddress: {
      name: 'Asha Rao',
      phone: '+91 98765 43210',
      line1: '12 MG Road',
      line2: '',
      city: 'Bengaluru',
      region: 'Karnataka',
      postalCode: '560001',
      country: 'IN',
    },
    payment: { method: 'cod', provider: 'cash_on_delivery', reference: 'cod-1', paidAt: null, refundedAmount: 0 },
    canCancel: status === 'pending_payment',
    returns: [],
    returnWindowEndsAt: null,
    timeline: [{ status: 'pending_payment', note: null, at: '2026-11-25T08:00:00.000Z' }],
    createdAt: '2026-11-25T08:00:00.000Z',
    ...overrides,
  };
}
