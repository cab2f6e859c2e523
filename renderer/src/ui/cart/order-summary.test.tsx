import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@common/contracts/orders';
import { installMatchMedia } from '../../testing/match-media';
import { OrderSummary } from './order-summary';

beforeAll(() => installMatchMedia());
afterEach(() => cleanup());

function order(method: Order['payment']['method'], paidAt: string | null, status: Order['status'] = 'pending_payment'): Order {
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
    rewardCoins: 100,
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
    payment: { method, provider: method === 'cod' ? 'cash_on_delivery' : 'stripe', reference: 'ref-1', paidAt },
    canCancel: status === 'pending_payment',
    timeline: [{ status, note: null, at: '2026-11-25T08:00:00.000Z' }],
    createdAt: '2026-11-25T08:00:00.000Z',
  };
}

function renderSummary(shown: Order) {
  render(
    <MantineProvider>
      <OrderSummary order={shown} />
    </MantineProvider>,
  );
}

describe('OrderSummary reward line', () => {
  it('says an unpaid cash-on-delivery order earns its coins once paid at the door', () => {
    renderSummary(order('cod', null));
    expect(screen.getByText('+100 reward coins once you pay on delivery')).toBeTruthy();
    expect(screen.queryByText(/added to your wallet/)).toBeNull();
  });

  it('says an unpaid card order earns its coins once the payment arrives', () => {
    renderSummary(order('card', null));
    expect(screen.getByText('+100 reward coins once your card payment arrives')).toBeTruthy();
  });

  it('says the coins were added once the order is paid', () => {
    renderSummary(order('card', '2026-11-25T08:05:00.000Z', 'paid'));
    expect(screen.getByText('+100 reward coins added to your wallet')).toBeTruthy();
  });

  it('promises nothing for a cancelled order', () => {
    renderSummary(order('cod', null, 'cancelled'));
    expect(screen.queryByText(/reward coins/)).toBeNull();
  });
});
