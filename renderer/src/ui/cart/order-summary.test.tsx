import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@common/contracts/orders';
import { installMatchMedia } from '../../testing/match-media';
import { testOrder } from '../../testing/test-order';
import { OrderSummary } from './order-summary';

beforeAll(() => installMatchMedia());
afterEach(() => cleanup());

function order(method: Order['payment']['method'], paidAt: string | null, status: Order['status'] = 'pending_payment'): Order {
  return testOrder({
    status,
    rewardCoins: 100,
    payment: { method, provider: method === 'cod' ? 'cash_on_delivery' : 'stripe', reference: 'ref-1', paidAt, refundedAmount: 0 },
    timeline: [{ status, note: null, at: '2026-11-25T08:00:00.000Z' }],
  });
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
