// Paying a card order awaiting its payment from the profile (issue 44): POST /api/orders/{id}/card-payment hands its
// owner, and only its owner, the Stripe PaymentIntent's client secret, against the local fake of Stripe's API; the
// order is then paid once by Stripe's signed webhook, as at checkout. A guest's card order is paid the same way from
// the page its signed link opens (POST /api/guest/orders/{id}/card-payment with the link's token).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GuestOrderView, GuestPurchaseResponse } from '@common/contracts/guest-checkout';
import { OrderCardPaymentResponse, OrderListResponse, OrderResponse } from '@common/contracts/orders';
import type { Order, OrderCardPayment } from '@common/contracts/orders';
import { registerVisitor, visitorWithRoles } from '../../test/accounts-helpers';
import { insertTestProduct, purchase, TEST_ADDRESS } from '../../test/commerce-helpers';
import { TEST_STRIPE_KEYS, useStripeTestApp } from '../../test/stripe-test-app';
import { readErrorBody, TEST_DATABASE_KIND } from '../../test/test-context';
import { TestVisitor } from '../../test/test-visitor';
import { useTestApp } from '../../test/use-test-app';

const withoutStripe = useTestApp({ accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } } });

async function readOrder(response: Response, status = 200): Promise<Order> {
  expect(response.status, await response.clone().text()).toBe(status);
  return OrderResponse.parse(await response.json()).order;
}

async function readCardPayment(response: Response): Promise<OrderCardPayment> {
  expect(response.status, await response.clone().text()).toBe(200);
  return OrderCardPaymentResponse.parse(await response.json()).payment;
}

describe(`paying a card order from the profile on ${TEST_DATABASE_KIND}`, () => {
  const env = useStripeTestApp();
  const { webhookSecret } = TEST_STRIPE_KEYS;

  async function cardOrder(visitor?: TestVisitor): Promise<{ visitor: TestVisitor; order: Order }> {
    const buyer = visitor ?? (await registerVisitor(env.app)).visitor;
    const product = await insertTestProduct(env.app, { price: 60_000, original_price: 60_000 });
    const order = await readOrder(await purchase(buyer, { items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'card' }), 201);
    return { visitor: buyer, order };
  }

  function intentOf(reference: string) {
    const intent = env.stripe.intents.find((candidate) => candidate.id === reference);
    if (!intent) throw new Error(`The fake has no PaymentIntent ${reference}`);
    return intent;
  }

  async function ordersOf(visitor: TestVisitor): Promise<Order[]> {
    return OrderListResponse.parse(await (await visitor.get('/api/orders')).json()).orders;
  }

  it("hands the owner their order's client secret, and the order is paid once by Stripe's webhook", async () => {
    const { visitor, order } = await cardOrder();
    const payment = await readCardPayment(await visitor.post(`/api/orders/${order.id}/card-payment`));
    const intent = intentOf(order.payment.reference);
    expect(payment).toEqual({ orderId: order.id, clientSecret: intent.client_secret, amount: order.total, currency: 'INR' });
    // Asking again (a reload, a second tab) answers the same PaymentIntent: one payment per order.
    expect((await readCardPayment(await visitor.post(`/api/orders/${order.id}/card-payment`))).clientSecret).toBe(intent.client_secret);
    expect(env.stripe.intents.filter((candidate) => candidate.metadata.orderId === order.id)).toHaveLength(1);

    expect(env.stripe.payInBrowser(intent.id)).toBe(true);
    expect((await env.deliver(env.stripe.signedEvent('payment_intent.succeeded', intent, webhookSecret))).status).toBe(200);
    const [paid] = await ordersOf(visitor);
    expect(paid).toMatchObject({ id: order.id, status: 'paid' });
    const again = await visitor.post(`/api/orders/${order.id}/card-payment`);
    expect(again.status).toBe(409);
    expect(await readErrorBody(again)).toMatchObject({ code: 'ORDER_STATUS_CONFLICT', details: { status: 'paid' } });
  });

  it("refuses another account's order, a cancelled one, one paid another way, signed out and a malformed id", async () => {
    const { visitor, order } = await cardOrder();
    const { visitor: stranger } = await registerVisitor(env.app);
    const theirs = await stranger.post(`/api/orders/${order.id}/card-payment`);
    expect(theirs.status).toBe(404);
    expect((await readErrorBody(theirs)).code).toBe('ORDER_NOT_FOUND');
    expect((await stranger.post(`/api/orders/${randomUUID()}/card-payment`)).status).toBe(404);
    expect((await env.app.request(`/api/orders/${order.id}/card-payment`, { method: 'POST' })).status).toBe(401);
    const malformed = await visitor.post(`/api/orders/${'x'.repeat(65)}/card-payment`);
    expect(malformed.status).toBe(400);
    expect((await readErrorBody(malformed)).code).toBe('VALIDATION_FAILED');

    await readOrder(await visitor.post(`/api/orders/${order.id}/cancel`));
    const cancelled = await visitor.post(`/api/orders/${order.id}/card-payment`);
    expect(cancelled.status).toBe(409);
    expect(await readErrorBody(cancelled)).toMatchObject({ code: 'ORDER_STATUS_CONFLICT', details: { status: 'cancelled' } });

    const product = await insertTestProduct(env.app);
    const cod = await readOrder(await purchase(visitor, { items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'cod' }), 201);
    const notCard = await visitor.post(`/api/orders/${cod.id}/card-payment`);
    expect(notCard.status).toBe(409);
    expect(await readErrorBody(notCard)).toMatchObject({ code: 'ORDER_NOT_PAID_BY_CARD', details: { method: 'cod' } });
  });

  it('reads the secret from Stripe when the order kept none, and makes one new PaymentIntent when Stripe cancelled its own', async () => {
    const { visitor, order } = await cardOrder();
    const forget = () => env.app.db.updateTable('orders').set({ payment_client_secret: null }).where('id', '=', order.id).execute();
    await forget();
    const first = intentOf(order.payment.reference);
    expect((await readCardPayment(await visitor.post(`/api/orders/${order.id}/card-payment`))).clientSecret).toBe(first.client_secret);

    await forget();
    first.status = 'canceled';
    // Two tabs at once: one new PaymentIntent under the order's key, and both get its secret.
    const answers = await Promise.all([visitor.post(`/api/orders/${order.id}/card-payment`), visitor.post(`/api/orders/${order.id}/card-payment`)]);
    const secrets = await Promise.all(answers.map(readCardPayment));
    const fresh = env.stripe.intents.filter((candidate) => candidate.metadata.orderId === order.id && candidate.id !== first.id);
    expect(fresh).toHaveLength(1);
    expect(secrets.map((answer) => answer.clientSecret)).toEqual([fresh[0]?.client_secret, fresh[0]?.client_secret]);
    expect(fresh[0]).toMatchObject({ amount: order.total, currency: 'inr' });

    // The order now names the new PaymentIntent, so its webhook pays it.
    const intent = intentOf(fresh[0]?.id ?? '');
    env.stripe.payInBrowser(intent.id);
    await env.deliver(env.stripe.signedEvent('payment_intent.succeeded', intent, webhookSecret));
    expect((await ordersOf(visitor)).find((candidate) => candidate.id === order.id)?.status).toBe('paid');
  });

  it('answers 502 when Stripe does not answer, and changes nothing', async () => {
    const { visitor, order } = await cardOrder();
    await env.app.db.updateTable('orders').set({ payment_client_secret: null }).where('id', '=', order.id).execute();
    env.stripe.mode = 'down';
    try {
      const response = await visitor.post(`/api/orders/${order.id}/card-payment`);
      expect(response.status).toBe(502);
      expect((await readErrorBody(response)).code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    } finally {
      env.stripe.mode = 'ok';
    }
    expect((await ordersOf(visitor))[0]).toMatchObject({ status: 'pending_payment', payment: { reference: order.payment.reference } });
  });

  it("lets whoever holds a guest order's link pay it by card, with the same answers as an account's, and no one else", async () => {
    const guest = new TestVisitor(env.app, { address: '198.51.100.77' });
    const product = await insertTestProduct(env.app, { price: 45_000, original_price: 45_000 });
    const placed = await guest.post(
      '/api/guest/purchase',
      { email: 'card.guest@example.com', address: TEST_ADDRESS, items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'card' },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(placed.status, await placed.clone().text()).toBe(201);
    const { order, token } = GuestPurchaseResponse.parse(await placed.json());
    // The card form was closed at checkout; the order is opened later from the mail's link, on another device.
    const later = new TestVisitor(env.app, { address: '198.51.100.78' });
    const payment = await readCardPayment(await later.post(`/api/guest/orders/${order.id}/card-payment`, { token }));
    const intent = intentOf(order.payment.reference);
    expect(payment).toEqual({ orderId: order.id, clientSecret: intent.client_secret, amount: order.total, currency: 'INR' });

    const wrong = await later.post(`/api/guest/orders/${order.id}/card-payment`, { token: 'A'.repeat(43) });
    expect(wrong.status).toBe(404);
    expect((await readErrorBody(wrong)).code).toBe('GUEST_ORDER_NOT_FOUND');
    expect((await readErrorBody(await later.post(`/api/guest/orders/${order.id}/card-payment`, { token: 'short' }))).code).toBe('VALIDATION_FAILED');
    // An account, even signed in, reaches a guest's order only with its link.
    const { visitor: stranger } = await registerVisitor(env.app);
    expect((await stranger.post(`/api/orders/${order.id}/card-payment`)).status).toBe(404);

    expect(env.stripe.payInBrowser(intent.id)).toBe(true);
    expect((await env.deliver(env.stripe.signedEvent('payment_intent.succeeded', intent, webhookSecret))).status).toBe(200);
    const view = GuestOrderView.parse(await (await later.post(`/api/guest/orders/${order.id}/view`, { token })).json());
    expect(view.order.status).toBe('paid');
    const again = await later.post(`/api/guest/orders/${order.id}/card-payment`, { token });
    expect(again.status).toBe(409);
    expect(await readErrorBody(again)).toMatchObject({ code: 'ORDER_STATUS_CONFLICT', details: { status: 'paid' } });
  });

  it("never shows a card payment's client secret to staff", async () => {
    const { order } = await cardOrder();
    const { visitor: support } = await visitorWithRoles(env.app, ['support']);
    const listed = OrderListResponse.parse(await (await support.get('/api/admin/orders?status=pending_payment')).json()).orders;
    const seen = listed.find((candidate) => candidate.id === order.id);
    expect(seen?.payment.reference).toBe(order.payment.reference);
    expect(seen?.payment.clientSecret).toBeUndefined();
  });
});

describe(`without Stripe on ${TEST_DATABASE_KIND}`, () => {
  it('answers 404 NOT_FOUND: card payments are not configured', async () => {
    const { visitor } = await registerVisitor(withoutStripe);
    const response = await visitor.post(`/api/orders/${randomUUID()}/card-payment`);
    expect(response.status).toBe(404);
    expect((await readErrorBody(response)).code).toBe('NOT_FOUND');
  });
});
