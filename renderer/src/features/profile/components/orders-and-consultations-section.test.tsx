import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { accountUser } from '../../../testing/account-user';
import { fakeStripeJs } from '../../../testing/fake-stripe-js';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { testOrder } from '../../../testing/test-order';
import { OrdersAndConsultationsSection } from './orders-and-consultations-section';

// Stripe.js is loaded from js.stripe.com in the browser; here a stand-in answers for it.
const stripeJs = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js', () => stripeJs);

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

  it("pays a card order awaiting its payment in Stripe's card form, with the client secret the server gives its owner", async () => {
    const cardOrder = testOrder({
      id: 'ord-card-renewal',
      payment: { method: 'card', provider: 'stripe', reference: 'pi_renewal_1', paidAt: null, refundedAmount: 0 },
    });
    const server = installFakeServer({
      'GET /api/db-status': databaseAvailable,
      'GET /api/auth/me': () => json({ user: accountUser() }),
      'GET /api/checkout/options': () =>
        json({ paymentMethods: ['cod', 'card'], subscriptionDiscountPercent: 5, razorpayKeyId: null, cardPublishableKey: 'pk_test_store' }),
      'GET /api/orders': () => json({ orders: [cardOrder] }),
      'GET /api/consultations': () => json({ consultations: [] }),
      'POST /api/orders/ord-card-renewal/card-payment': () =>
        json({ payment: { orderId: 'ord-card-renewal', clientSecret: 'pi_renewal_1_secret_7', amount: 100_000, currency: 'INR' } }),
    });
    const { stripe, calls } = fakeStripeJs();
    stripeJs.loadStripe.mockResolvedValue(stripe);
    renderAppScreen(<OrdersAndConsultationsSection />);
    const card = await screen.findByRole('article', { name: 'Order ORD-CARD' });
    expect(await within(card).findByText('This order waits for its payment.')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Pay ₹1,000.00 by card' }));
    const pay = await within(card).findByRole('button', { name: 'Pay ₹1,000.00' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    expect(stripeJs.loadStripe).toHaveBeenCalledWith('pk_test_store');
    expect(calls.clientSecret).toBe('pi_renewal_1_secret_7');
    const ordersRead = server.requestsTo('GET /api/orders').length;
    fireEvent.click(pay);
    expect(await within(card).findByText(/Stripe has your payment/)).toBeTruthy();
    // The history is read again, so the order shows as paid once Stripe's webhook reached the server.
    await waitFor(() => expect(server.requestsTo('GET /api/orders').length).toBeGreaterThan(ordersRead));
  });

  it('offers no card payment when the store has no Stripe', async () => {
    installFakeServer({
      'GET /api/db-status': databaseAvailable,
      'GET /api/auth/me': () => json({ user: accountUser() }),
      'GET /api/checkout/options': () => json({ paymentMethods: ['cod'], subscriptionDiscountPercent: 5, razorpayKeyId: null, cardPublishableKey: null }),
      'GET /api/orders': () =>
        json({
          orders: [testOrder({ id: 'ord-card-2', payment: { method: 'card', provider: 'stripe', reference: 'pi_2', paidAt: null, refundedAmount: 0 } })],
        }),
      'GET /api/consultations': () => json({ consultations: [] }),
    });
    renderAppScreen(<OrdersAndConsultationsSection />);
    const card = await screen.findByRole('article', { name: 'Order ORD-CARD' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(card).queryByRole('button', { name: /by card/ })).toBeNull();
  });
});
