import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@common/contracts/orders';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { accountUser } from '../../../testing/account-user';
import { fakeStripeJs } from '../../../testing/fake-stripe-js';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { testOrder } from '../../../testing/test-order';
import { guestOrderToken } from '../guest-order-links';
import { GuestOrderPage } from './guest-order-page';

const TOKEN = 'T'.repeat(43);
const ORDER_ID = 'ord-guest-1234';

function guestOrder(overrides: Partial<Order> = {}): Order {
  return testOrder({ id: ORDER_ID, rewardCoins: 100, canCancel: true, ...overrides });
}

function view(order: Order = guestOrder()) {
  return { order, email: 'meera@example.com', purchaseCoins: order.rewardCoins };
}

const options = () => json({ paymentMethods: ['cod'], subscriptionDiscountPercent: 5, razorpayKeyId: null });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('GuestOrderPage', () => {
  it('opens the order with the link’s token, keeps the token for the tab and drops it from the address', async () => {
    const server = installFakeServer({
      'GET /api/db-status': databaseAvailable,
      'GET /api/auth/me': () => json({ user: null }),
      'GET /api/checkout/options': options,
      [`POST /api/guest/orders/${ORDER_ID}/view`]: () => json(view()),
    });
    const { router } = renderAppScreen(<GuestOrderPage />, {
      path: `/guest-order?order=${ORDER_ID}&token=${TOKEN}`,
      otherRoutes: { '/auth-simple': 'Sign in' },
    });
    expect(await screen.findByRole('heading', { name: 'Order ORD-GUES' })).toBeTruthy();
    expect(screen.getByText(/The confirmation went to meera@example.com; you pay in cash or by UPI when it arrives/)).toBeTruthy();
    expect(JSON.parse(String(server.requestsTo(`POST /api/guest/orders/${ORDER_ID}/view`)[0]?.init.body))).toEqual({ token: TOKEN });
    await waitFor(() => expect(router.state.location.search).toBe(`?order=${ORDER_ID}`));
    expect(guestOrderToken(window.sessionStorage, ORDER_ID)).toBe(TOKEN);
    // Signed out: an account is offered, never made.
    const keep = screen.getByRole('region', { name: 'Keep this order in an account' });
    expect(within(keep).getByText(/credits its 100 coins once it is paid/)).toBeTruthy();
    fireEvent.click(within(keep).getByRole('button', { name: 'Create an account' }));
    expect(window.sessionStorage.getItem('authRedirectTo')).toBe(`/guest-order?order=${ORDER_ID}`);
    await waitFor(() => expect(router.state.location.search).toBe('?mode=signup'));
  });

  it('pays a card order opened from the mail’s link by card, asking the client secret with the link', async () => {
    const cardOrder = guestOrder({
      total: 45_000,
      payment: { method: 'card', provider: 'stripe', reference: 'pi_guest_1', paidAt: null, refundedAmount: 0 },
    });
    const server = installFakeServer({
      'GET /api/db-status': databaseAvailable,
      'GET /api/auth/me': () => json({ user: null }),
      'GET /api/checkout/options': () =>
        json({ paymentMethods: ['cod', 'card'], subscriptionDiscountPercent: 5, razorpayKeyId: null, cardPublishableKey: 'pk_test_store' }),
      [`POST /api/guest/orders/${ORDER_ID}/view`]: () => json(view(cardOrder)),
      [`POST /api/guest/orders/${ORDER_ID}/card-payment`]: () =>
        json({ payment: { orderId: ORDER_ID, clientSecret: 'pi_guest_1_secret_2', amount: 45_000, currency: 'INR' } }),
    });
    const { stripe, calls } = fakeStripeJs();
    renderAppScreen(<GuestOrderPage loadStripe={async () => stripe} />, { path: `/guest-order?order=${ORDER_ID}&token=${TOKEN}` });
    const section = await screen.findByRole('region', { name: 'Pay by card' });
    expect(within(section).getByText('This order waits for its payment.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Pay ₹450.00 by card' }));
    const pay = await screen.findByRole('button', { name: 'Pay ₹450.00' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    expect(JSON.parse(String(server.requestsTo(`POST /api/guest/orders/${ORDER_ID}/card-payment`)[0]?.init.body))).toEqual({ token: TOKEN });
    expect(calls.clientSecret).toBe('pi_guest_1_secret_2');
    fireEvent.click(pay);
    expect(await screen.findByText(/The order shows as paid here as soon as Stripe confirms it/)).toBeTruthy();
  });

  it('cancels after asking, and shows the cancelled order', async () => {
    const server = installFakeServer({
      'GET /api/db-status': databaseAvailable,
      'GET /api/auth/me': () => json({ user: null }),
      'GET /api/checkout/options': options,
      [`POST /api/guest/orders/${ORDER_ID}/view`]: () => json(view()),
      [`POST /api/guest/orders/${ORDER_ID}/cancel`]: () => json(view(guestOrder({ status: 'cancelled', canCancel: false }))),
    });
    renderAppScreen(<GuestOrderPage />, { path: `/guest-order?order=${ORDER_ID}&token=${TOKEN}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(within(dialog).getByText(/Nothing has been charged/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText(/^Cancelled\./)).toBeTruthy();
    expect(server.requestsTo(`POST /api/guest/orders/${ORDER_ID}/cancel`)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Keep this order in an account' })).toBeNull();
  });

  it('adds the order to the signed-in account and goes to the profile', async () => {
    const server = installFakeServer({
      'GET /api/db-status': databaseAvailable,
      'GET /api/auth/me': () => json({ user: accountUser() }),
      'GET /api/checkout/options': options,
      [`POST /api/guest/orders/${ORDER_ID}/view`]: () => json(view()),
      [`POST /api/guest/orders/${ORDER_ID}/claim`]: () => json({ order: guestOrder(), coinsCredited: 100 }),
    });
    window.sessionStorage.setItem('guardians_guest_order_links', JSON.stringify({ [ORDER_ID]: TOKEN }));
    const { router } = renderAppScreen(<GuestOrderPage />, { path: `/guest-order?order=${ORDER_ID}`, otherRoutes: { '/profile': 'Profile' } });
    expect(await screen.findByText('You are signed in as ada@example.com.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add to my account' }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
    expect(await screen.findByText('The order is in your account, and 100 coins are in your wallet.')).toBeTruthy();
    expect(JSON.parse(String(server.requestsTo(`POST /api/guest/orders/${ORDER_ID}/claim`)[0]?.init.body))).toEqual({ token: TOKEN });
    expect(guestOrderToken(window.sessionStorage, ORDER_ID)).toBeNull();
  });

  it('says so when the order is in an account, when the link is wrong, and when it is cut short', async () => {
    installFakeServer({
      'GET /api/db-status': databaseAvailable,
      'GET /api/auth/me': () => json({ user: null }),
      'GET /api/checkout/options': options,
      [`POST /api/guest/orders/${ORDER_ID}/view`]: () => json({ code: 'GUEST_ORDER_CLAIMED', error: 'This order was added to an account.' }, 409),
      'POST /api/guest/orders/ord-other/view': () => json({ code: 'GUEST_ORDER_NOT_FOUND', error: 'This order link is not valid.' }, 404),
    });
    renderAppScreen(<GuestOrderPage />, { path: `/guest-order?order=${ORDER_ID}&token=${TOKEN}` });
    expect(await screen.findByRole('heading', { name: 'This order is in an account now' })).toBeTruthy();
    cleanup();
    renderAppScreen(<GuestOrderPage />, { path: `/guest-order?order=ord-other&token=${TOKEN}` });
    expect(await screen.findByRole('heading', { name: 'This order link does not work' })).toBeTruthy();
    cleanup();
    renderAppScreen(<GuestOrderPage />, { path: '/guest-order?order=ord-nothing' });
    expect(await screen.findByRole('heading', { name: 'This order link is incomplete' })).toBeTruthy();
  });
});
