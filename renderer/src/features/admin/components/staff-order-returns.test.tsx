import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderReturn } from '@common/contracts/returns';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { testOrder } from '../../../testing/test-order';
import { StaffOrderReturns } from './staff-order-returns';

const asked: OrderReturn = {
  id: 'ret-9',
  status: 'requested',
  reason: 'wrong_item',
  note: 'I ordered the 60-capsule pack',
  lines: [{ productId: 'p1', name: 'Omega-3', quantity: 2, unitPrice: 50_000 }],
  refundAmount: 100_000,
  coinsBack: 0,
  rewardCoinsBack: 10,
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

describe('StaffOrderReturns', () => {
  it('shows the request and sends the step chosen with the note for the customer', async () => {
    const order = testOrder({ status: 'delivered', returns: [asked] });
    const server = installFakeServer({
      'GET /api/db-status': databaseAvailable,
      'POST /api/admin/returns/ret-9/status': () => json({ order: testOrder({ status: 'delivered', returns: [{ ...asked, status: 'approved' }] }) }),
    });
    renderAppScreen(<StaffOrderReturns order={order} />);
    const card = screen.getByRole('region', { name: /^Return of / });
    expect(within(card).getByText('2 × Omega-3 · Not what I ordered')).toBeTruthy();
    expect(within(card).getByText('Customer: “I ordered the 60-capsule pack”')).toBeTruthy();
    expect(within(card).getByText(/Refund ₹1,000\.00, 10 reward coins taken back/)).toBeTruthy();
    fireEvent.change(within(card).getByRole('textbox', { name: /Note for the customer/ }), { target: { value: 'Courier on Monday' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(server.requestsTo('POST /api/admin/returns/ret-9/status')).toHaveLength(1));
    expect(JSON.parse(String(server.requestsTo('POST /api/admin/returns/ret-9/status')[0]?.init.body))).toEqual({
      status: 'approved',
      note: 'Courier on Monday',
    });
  });

  it('offers the refund of the amount once the parcel is received, and says why a step failed', async () => {
    installFakeServer({
      'GET /api/db-status': databaseAvailable,
      'POST /api/admin/returns/ret-9/status': () =>
        json({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: 'The payment provider did not make the refund. Nothing changed.' }, 502),
    });
    renderAppScreen(<StaffOrderReturns order={testOrder({ status: 'delivered', returns: [{ ...asked, status: 'received' }] })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Refund ₹1,000.00' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
