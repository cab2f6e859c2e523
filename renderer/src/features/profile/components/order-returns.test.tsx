import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@common/contracts/orders';
import type { OrderReturn } from '@common/contracts/returns';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { testOrder } from '../../../testing/test-order';
import { OrderReturns } from './order-returns';

const now = new Date('2026-12-01T10:00:00.000Z');

/** Delivered on 28 November, paid by Razorpay: 2 × Omega-3 at ₹500 and 1 × Vitamin D3 at ₹300, 50 coins (₹5) spent. */
function delivered(overrides: Partial<Order> = {}): Order {
  return testOrder({
    id: 'ord-returns-1',
    status: 'delivered',
    lines: [
      { productId: 'p1', slug: 'omega', name: 'Omega-3', image: '/x.svg', quantity: 2, unitPrice: 50_000, originalUnitPrice: 50_000, lineTotal: 100_000 },
      { productId: 'p2', slug: 'd3', name: 'Vitamin D3', image: '/x.svg', quantity: 1, unitPrice: 30_000, originalUnitPrice: 30_000, lineTotal: 30_000 },
    ],
    subtotal: 130_000,
    coinsRedeemed: 50,
    coinsValue: 500,
    total: 129_500,
    rewardCoins: 130,
    payment: { method: 'razorpay', provider: 'razorpay', reference: 'order_Abc123Def456Gh', paidAt: '2026-11-25T08:05:00.000Z', refundedAmount: 0 },
    returnWindowEndsAt: '2026-12-12T09:00:00.000Z',
    ...overrides,
  });
}

const requested: OrderReturn = {
  id: 'ret-1',
  status: 'requested',
  reason: 'damaged',
  note: null,
  lines: [{ productId: 'p1', name: 'Omega-3', quantity: 1, unitPrice: 50_000 }],
  refundAmount: 49_808,
  coinsBack: 19,
  rewardCoinsBack: 50,
  decisionNote: null,
  requestedAt: '2026-12-01T09:00:00.000Z',
  decidedAt: null,
  receivedAt: null,
  refundedAt: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OrderReturns', () => {
  it('asks for a return of the chosen items, saying first what comes back', async () => {
    const server = installFakeServer({
      'GET /api/db-status': databaseAvailable,
      'POST /api/orders/ord-returns-1/returns': () => json({ order: delivered({ returns: [requested] }) }, 201),
      'GET /api/orders': () => json({ orders: [] }),
    });
    renderAppScreen(<OrderReturns order={delivered()} now={now} />);
    expect(screen.getByText('Until 12 December 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Return items' }));
    const form = screen.getByRole('form', { name: 'Return items' });
    fireEvent.click(within(form).getByRole('button', { name: 'Ask for the return' }));
    expect(await within(form).findByText('Choose the items to return and why.')).toBeTruthy();
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    fireEvent.click(within(form).getByRole('checkbox', { name: 'Omega-3' }));
    fireEvent.change(within(form).getByRole('combobox', { name: 'How many Omega-3' }), { target: { value: '1' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Why are you returning them?' }), { target: { value: 'damaged' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Anything we should know (optional)' }), { target: { value: 'Seal broken' } });
    // ₹500 of ₹1,300 of goods: that share of the ₹1,295 paid in money and of the 50 coins.
    expect(within(form).getByRole('status').textContent).toBe(
      'Once we receive them you get back ₹498.08 to the UPI account, card, bank account or wallet you paid with, and the 19 coins you spent on them. The 50 coins they earned as a reward are taken back.',
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Ask for the return' }));
    await waitFor(() => expect(server.requestsTo('POST /api/orders/ord-returns-1/returns')).toHaveLength(1));
    expect(JSON.parse(String(server.requestsTo('POST /api/orders/ord-returns-1/returns')[0]?.init.body))).toEqual({
      items: [{ productId: 'p1', quantity: 1 }],
      reason: 'damaged',
      note: 'Seal broken',
    });
  });

  it('shows a return being handled and offers no second one meanwhile', () => {
    renderAppScreen(
      <OrderReturns order={delivered({ returns: [{ ...requested, status: 'approved', decisionNote: 'A courier collects it on Monday' }] })} now={now} />,
    );
    expect(screen.getByText('Return approved: send the items back')).toBeTruthy();
    expect(screen.getByText('A courier collects it on Monday')).toBeTruthy();
    expect(screen.getByText('To be refunded: ₹498.08 and 19 coins')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Return items' })).toBeNull();
  });

  it('offers nothing before delivery or once the window has closed', () => {
    const { unmount } = renderAppScreen(<OrderReturns order={delivered({ status: 'shipped', returnWindowEndsAt: null })} now={now} />);
    expect(screen.queryByRole('region', { name: 'Returns' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Return items' })).toBeNull();
    unmount();
    renderAppScreen(<OrderReturns order={delivered()} now={new Date('2026-12-13T00:00:00.000Z')} />);
    expect(screen.queryByRole('button', { name: 'Return items' })).toBeNull();
  });
});
