import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { accountUser } from '../../../testing/account-user';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { testOrder } from '../../../testing/test-order';
import { OrdersAndConsultationsSection } from './orders-and-consultations-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve(razorpayKeyId: string | null) {
  return installFakeServer({
    'GET /api/db-status': databaseAvailable,
    'GET /api/auth/me': () => json({ user: accountUser() }),
    'GET /api/checkout/options': () => json({ paymentMethods: ['cod', 'razorpay'], subscriptionDiscountPercent: 5, razorpayKeyId }),
    'GET /api/orders': () =>
      json({
        orders: [
          testOrder({
            id: 'ord-renewal-1',
            payment: { method: 'razorpay', provider: 'razorpay', reference: 'order_Abc123Def456Gh', paidAt: null, refundedAmount: 0 },
          }),
          testOrder({ id: 'ord-cod-2' }),
        ],
      }),
    'GET /api/consultations': () => json({ consultations: [] }),
  });
}

describe('OrdersAndConsultationsSection', () => {
  it('offers to pay an online order still awaiting its payment, and nothing for cash on delivery', async () => {
    serve('rzp_test_1');
    renderAppScreen(<OrdersAndConsultationsSection />);
    const online = await screen.findByRole('article', { name: 'Order ORD-RENE' });
    expect(await within(online).findByText('This order waits for its payment.')).toBeTruthy();
    expect(within(online).getByRole('button', { name: 'Pay ₹1,000.00 with UPI, card or netbanking' })).toBeTruthy();
    const cod = screen.getByRole('article', { name: 'Order ORD-COD-' });
    expect(within(cod).queryByText('This order waits for its payment.')).toBeNull();
  });

  it('offers no online payment when the store has no Razorpay', async () => {
    const server = serve(null);
    renderAppScreen(<OrdersAndConsultationsSection />);
    const online = await screen.findByRole('article', { name: 'Order ORD-RENE' });
    // Asked, and answered without a key: still nothing to pay with.
    await waitFor(() => expect(server.requestsTo('GET /api/checkout/options')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(online).queryByText('This order waits for its payment.')).toBeNull();
  });
});
