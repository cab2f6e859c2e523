import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { accountUser } from '../../../testing/account-user';
import { catalogProduct } from '../../../testing/catalog-product';
import { fakeCheckout, fakeRazorpayAnswer } from '../../../testing/fake-razorpay-checkout';
import { fakeStripeJs } from '../../../testing/fake-stripe-js';
import { testOrder } from '../../../testing/test-order';
import { testSubscription } from '../../../testing/test-subscription';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { SubscribeAndSave } from './subscribe-and-save';

const product = catalogProduct({ id: 'p-vit', name: 'Vitamin D3', price: 40_000, originalPrice: 40_000, stock: 12 });
const address = {
  id: 'addr-1',
  name: 'Ada',
  phone: '+91 98765 43210',
  line1: '1 Residency Rd',
  line2: '',
  city: 'Bengaluru',
  region: '',
  postalCode: '560025',
  country: 'IN',
  isDefault: true,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SubscribeAndSave', () => {
  it('states the discount and offers sign-in to a visitor', async () => {
    installFakeServer({
      'GET /api/db-status': databaseAvailable,
      'GET /api/auth/me': () => json({ code: 'UNAUTHENTICATED', message: 'Sign in' }, 401),
      'GET /api/checkout/options': () => json({ paymentMethods: ['cod'], subscriptionDiscountPercent: 5, razorpayKeyId: null }),
    });
    renderAppScreen(<SubscribeAndSave product={product} />);
    const panel = await screen.findByRole('region', { name: 'Subscribe & save 5%' });
    expect(within(panel).getByText('₹380.00 instead of ₹400.00, delivered every 30, 60 or 90 days.')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Sign in to subscribe' })).toBeTruthy();
  });

  it('subscribes a signed-in customer with the cadence, quantity and address chosen', async () => {
    const server = installFakeServer({
      'GET /api/db-status': databaseAvailable,
      'GET /api/auth/me': () => json({ user: accountUser() }),
      'GET /api/checkout/options': () => json({ paymentMethods: ['cod'], subscriptionDiscountPercent: 5, razorpayKeyId: null }),
      'GET /api/addresses': () => json({ addresses: [address] }),
      'POST /api/subscriptions': () =>
        json(
          {
            subscription: testSubscription({ cadenceDays: 90, nextGoodsTotal: 76_000, nextRenewalAt: '2027-03-04T09:00:00.000Z' }),
          },
          201,
        ),
      'GET /api/subscriptions': () => json({ subscriptions: [] }),
      'GET /api/orders': () => json({ orders: [] }),
    });
    renderAppScreen(<SubscribeAndSave product={product} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Set up a subscription' }));
    const form = await screen.findByRole('form', { name: 'Subscribe' });
    fireEvent.click(within(form).getByRole('radio', { name: '90 days' }));
    fireEvent.change(within(form).getByRole('combobox', { name: 'Quantity each time' }), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Subscribe · ₹760.00 every 90 days' }));
    expect(await screen.findByText(/Your first order is placed\./)).toBeTruthy();
    await waitFor(() => expect(server.requestsTo('POST /api/subscriptions')).toHaveLength(1));
    expect(JSON.parse(String(server.requestsTo('POST /api/subscriptions')[0]?.init.body))).toEqual({
      items: [{ productId: 'p-vit', quantity: 2 }],
      cadenceDays: 90,
      addressId: 'addr-1',
      paymentMethod: 'cod',
    });
  });

  it('offers a card charged for each delivery where the store takes cards, and takes the first order’s payment in Stripe’s form', async () => {
    const server = installFakeServer({
      'GET /api/db-status': databaseAvailable,
      'GET /api/auth/me': () => json({ user: accountUser() }),
      'GET /api/checkout/options': () =>
        json({ paymentMethods: ['cod', 'card'], subscriptionDiscountPercent: 5, razorpayKeyId: null, cardPublishableKey: 'pk_test_store' }),
      'GET /api/addresses': () => json({ addresses: [address] }),
      'POST /api/subscriptions': () =>
        json(
          {
            subscription: testSubscription({ id: 'sub-2', paymentMethod: 'card', lastOrderId: 'ord-first' }),
          },
          201,
        ),
      'POST /api/orders/ord-first/card-payment': () =>
        json({ payment: { orderId: 'ord-first', clientSecret: 'pi_first_secret_1', amount: 38_000, currency: 'INR' } }),
      'GET /api/subscriptions': () => json({ subscriptions: [] }),
      'GET /api/orders': () => json({ orders: [] }),
    });
    const { stripe, calls } = fakeStripeJs();
    renderAppScreen(<SubscribeAndSave product={product} loadStripe={async () => stripe} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Set up a subscription' }));
    const form = await screen.findByRole('form', { name: 'Subscribe' });
    expect((within(form).getByRole('radio', { name: 'Cash on delivery' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(form).getByRole('radio', { name: 'Card, charged automatically' }));
    expect(within(form).getByText(/each delivery is charged to it when it is placed/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Subscribe · ₹380.00 every 30 days' }));
    expect(await screen.findByText(/Your first order is placed\./)).toBeTruthy();
    expect(JSON.parse(String(server.requestsTo('POST /api/subscriptions')[0]?.init.body))).toMatchObject({ paymentMethod: 'card' });

    fireEvent.click(screen.getByRole('button', { name: 'Pay the first order by card' }));
    const pay = await screen.findByRole('button', { name: 'Pay ₹380.00' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    expect(calls.clientSecret).toBe('pi_first_secret_1');
    fireEvent.click(pay);
    expect(await screen.findByText(/the card is saved for the next deliveries/)).toBeTruthy();
  });

  it('offers UPI AutoPay where the store takes Razorpay, says what the mandate allows, and registers it with the first order’s payment', async () => {
    const first = testOrder({
      id: 'ord-upi-first',
      total: 38_000,
      payment: {
        method: 'razorpay',
        provider: 'razorpay',
        reference: 'order_FirstUpi00001',
        paidAt: null,
        refundedAmount: 0,
        recurringCustomerId: 'cust_Asha000000001',
      },
    });
    const server = installFakeServer({
      'GET /api/db-status': databaseAvailable,
      'GET /api/auth/me': () => json({ user: accountUser() }),
      'GET /api/checkout/options': () =>
        json({ paymentMethods: ['cod', 'razorpay'], subscriptionDiscountPercent: 5, razorpayKeyId: 'rzp_test_store', cardPublishableKey: null }),
      'GET /api/addresses': () => json({ addresses: [address] }),
      'POST /api/subscriptions': () =>
        json(
          {
            subscription: testSubscription({ id: 'sub-upi', paymentMethod: 'razorpay', lastOrderId: 'ord-upi-first' }),
          },
          201,
        ),
      'GET /api/subscriptions': () => json({ subscriptions: [] }),
      'GET /api/orders': () => json({ orders: [first] }),
      'POST /api/orders/ord-upi-first/razorpay-payment': () => json({ order: { ...first, status: 'paid' } }),
    });
    const { Razorpay, opened } = fakeCheckout();
    renderAppScreen(<SubscribeAndSave product={product} loadCheckout={async () => Razorpay} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Set up a subscription' }));
    const form = await screen.findByRole('form', { name: 'Subscribe' });
    expect(within(form).queryByRole('radio', { name: 'Card, charged automatically' })).toBeNull();
    fireEvent.click(within(form).getByRole('radio', { name: 'UPI AutoPay, debited automatically' }));
    expect(within(form).getByText(/each later delivery is then debited by UPI AutoPay when it is placed/)).toBeTruthy();
    expect(
      within(form).getByText(/approve a UPI AutoPay mandate for Guardians.*never more than ₹15,000.00 a delivery.*cancel the mandate in your UPI app/),
    ).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Subscribe · ₹380.00 every 30 days' }));
    expect(await screen.findByText(/Your first order is placed\./)).toBeTruthy();
    expect(JSON.parse(String(server.requestsTo('POST /api/subscriptions')[0]?.init.body))).toMatchObject({ paymentMethod: 'razorpay' });

    const pay = await screen.findByRole('button', { name: 'Pay ₹380.00 by UPI and set up AutoPay' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    expect(opened[0]?.options).toMatchObject({ key: 'rzp_test_store', order_id: 'order_FirstUpi00001', customer_id: 'cust_Asha000000001', recurring: '1' });
    opened[0]?.options.handler(fakeRazorpayAnswer('order_FirstUpi00001'));
    expect(await screen.findByText(/Razorpay confirmed your payment of ₹380.00\. The next deliveries are debited by UPI AutoPay/)).toBeTruthy();
    expect(server.requestsTo('POST /api/orders/ord-upi-first/razorpay-payment')).toHaveLength(1);
  });

  it('offers only cash on delivery where the store takes no cards', async () => {
    installFakeServer({
      'GET /api/db-status': databaseAvailable,
      'GET /api/auth/me': () => json({ user: accountUser() }),
      'GET /api/checkout/options': () => json({ paymentMethods: ['cod'], subscriptionDiscountPercent: 5, razorpayKeyId: null, cardPublishableKey: null }),
      'GET /api/addresses': () => json({ addresses: [address] }),
    });
    renderAppScreen(<SubscribeAndSave product={product} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Set up a subscription' }));
    const form = await screen.findByRole('form', { name: 'Subscribe' });
    expect(within(form).queryByRole('radio', { name: 'Card, charged automatically' })).toBeNull();
    expect(within(form).getByText(/Paid by cash on delivery each time/)).toBeTruthy();
  });

  it('shows nothing for a sold-out product', async () => {
    installFakeServer({
      'GET /api/db-status': databaseAvailable,
      'GET /api/checkout/options': () => json({ paymentMethods: ['cod'], subscriptionDiscountPercent: 5, razorpayKeyId: null }),
    });
    const { container } = renderAppScreen(<SubscribeAndSave product={{ ...product, stock: 0 }} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('section')).toBeNull();
  });
});
