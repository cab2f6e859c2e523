// The order lifecycle through the staff API, and card payments through Stripe (a local fake of its API; webhooks
// signed with the real scheme and verified by the server).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OrderListResponse, OrderResponse } from '@common/contracts/orders';
import type { Order } from '@common/contracts/orders';
import { WalletResponse } from '@common/contracts/wallet';
import { registerVisitor, visitorWithRoles } from '../../test/accounts-helpers';
import { insertTestProduct, purchase, stockOf } from '../../test/commerce-helpers';
import type { FakePaymentIntent } from '../../test/fake-stripe';
import { TEST_STRIPE_KEYS, useStripeTestApp } from '../../test/stripe-test-app';
import { readErrorBody, TEST_DATABASE_KIND } from '../../test/test-context';
import type { TestVisitor } from '../../test/test-visitor';
import { useTestApp } from '../../test/use-test-app';

const app = useTestApp({ accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } } });

async function readOrder(response: Response, status = 200): Promise<Order> {
  expect(response.status).toBe(status);
  return OrderResponse.parse(await response.json()).order;
}

function moveTo(staff: TestVisitor, orderId: string, status: string, note?: string): Promise<Response> {
  return staff.post(`/api/admin/orders/${orderId}/status`, note === undefined ? { status } : { status, note });
}

describe(`the order lifecycle on ${TEST_DATABASE_KIND}`, () => {
  it('takes a cash-on-delivery order from placed to delivered, paid on delivery, with its timeline', async () => {
    const { visitor } = await registerVisitor(app);
    const { visitor: support } = await visitorWithRoles(app, ['support']);
    const product = await insertTestProduct(app);
    const order = await readOrder(await purchase(visitor, { items: [{ productId: product.id, quantity: 1 }] }), 201);

    expect((await readOrder(await moveTo(support, order.id, 'packed'))).status).toBe('packed');
    expect((await readOrder(await moveTo(support, order.id, 'shipped', 'Blue Dart AWB 1234567890'))).status).toBe('shipped');
    const delivered = await readOrder(await moveTo(support, order.id, 'delivered'));
    expect(delivered.status).toBe('delivered');
    expect(delivered.payment.paidAt).not.toBeNull();
    expect(delivered.timeline.map((event) => [event.status, event.note])).toEqual([
      ['pending_payment', 'Order placed: pay in cash on delivery'],
      ['packed', null],
      ['shipped', 'Blue Dart AWB 1234567890'],
      ['delivered', null],
    ]);
    // The customer sees the same timeline in their list.
    const mine = OrderListResponse.parse(await (await visitor.get('/api/orders')).json()).orders;
    expect(mine[0]?.timeline).toHaveLength(4);
  });

  it('refuses moves the lifecycle does not have with 409 ORDER_STATUS_CONFLICT naming the allowed ones', async () => {
    const { visitor } = await registerVisitor(app);
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    const product = await insertTestProduct(app);
    const order = await readOrder(await purchase(visitor, { items: [{ productId: product.id, quantity: 1 }] }), 201);
    const skip = await moveTo(admin, order.id, 'delivered');
    expect(skip.status).toBe(409);
    expect(await readErrorBody(skip)).toMatchObject({
      code: 'ORDER_STATUS_CONFLICT',
      details: { status: 'pending_payment', allowed: ['paid', 'packed', 'cancelled'] },
    });
    await readOrder(await moveTo(admin, order.id, 'packed'));
    await readOrder(await moveTo(admin, order.id, 'shipped'));
    // Once shipped it can no longer be cancelled, by staff or the customer.
    expect((await moveTo(admin, order.id, 'cancelled')).status).toBe(409);
    expect((await visitor.post(`/api/orders/${order.id}/cancel`)).status).toBe(409);
    expect((await moveTo(admin, randomUUID(), 'packed')).status).toBe(404);
    expect((await moveTo(admin, order.id, 'teleported')).status).toBe(400);
  });

  it('lets only staff use the staff API: 401 signed out, 403 for customers and partners', async () => {
    const { visitor } = await registerVisitor(app);
    const { visitor: partner } = await visitorWithRoles(app, ['brand_partner']);
    const product = await insertTestProduct(app);
    const order = await readOrder(await purchase(visitor, { items: [{ productId: product.id, quantity: 1 }] }), 201);
    for (const outsider of [visitor, partner]) {
      expect((await moveTo(outsider, order.id, 'packed')).status).toBe(403);
      expect((await outsider.get('/api/admin/orders')).status).toBe(403);
    }
    const { visitor: support } = await visitorWithRoles(app, ['support']);
    const list = OrderListResponse.parse(await (await support.get('/api/admin/orders?status=pending_payment')).json()).orders;
    expect(list.map((listed) => listed.id)).toContain(order.id);
    expect(list.every((listed) => listed.status === 'pending_payment')).toBe(true);
    expect((await support.get('/api/admin/orders?status=lost')).status).toBe(400);
  });

  it('returns stock when staff cancel a packed order', async () => {
    const { visitor } = await registerVisitor(app);
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    const product = await insertTestProduct(app, { stock: 3 });
    const order = await readOrder(await purchase(visitor, { items: [{ productId: product.id, quantity: 3 }] }), 201);
    await readOrder(await moveTo(admin, order.id, 'packed'));
    expect(await stockOf(app, product.id)).toBe(0);
    const cancelled = await readOrder(await moveTo(admin, order.id, 'cancelled', 'Out of delivery area'));
    expect(cancelled.status).toBe('cancelled');
    expect(await stockOf(app, product.id)).toBe(3);
  });
});

describe('card payments through Stripe (local fake)', () => {
  const env = useStripeTestApp();
  const { webhookSecret } = TEST_STRIPE_KEYS;
  const deliver = env.deliver;

  async function cardOrder(): Promise<{ visitor: TestVisitor; order: Order; intent: FakePaymentIntent }> {
    const { visitor } = await registerVisitor(env.app);
    const product = await insertTestProduct(env.app, { price: 80_000, original_price: 80_000 });
    const order = await readOrder(await purchase(visitor, { items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'card' }), 201);
    const intent = env.stripe.intents.find((candidate) => candidate.metadata.orderId === order.id);
    if (!intent) throw new Error('no PaymentIntent was created for the order');
    return { visitor, order, intent };
  }

  it('creates one PaymentIntent for the total and hands its client secret to the browser', async () => {
    const { order, intent } = await cardOrder();
    expect(order).toMatchObject({ status: 'pending_payment', payment: { method: 'card', provider: 'stripe', reference: intent.id, paidAt: null } });
    expect(order.payment.clientSecret).toBe(intent.client_secret);
    expect(intent).toMatchObject({ amount: order.total, currency: 'inr' });
    // The quote offers the card with the key Stripe.js needs.
    const { visitor } = await registerVisitor(env.app);
    const product = await insertTestProduct(env.app);
    const quoted = await visitor.post('/api/checkout/quote', { items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'card' });
    expect(await quoted.json()).toMatchObject({ quote: { paymentMethods: ['cod', 'card'], cardPublishableKey: 'pk_test_guardians' } });
  });

  it('marks the order paid on a signed payment_intent.succeeded and credits its reward, once however often Stripe delivers it', async () => {
    const { visitor, order, intent } = await cardOrder();
    const balance = async () => WalletResponse.parse(await (await visitor.get('/api/wallet')).json()).balance;
    expect(order.rewardCoins).toBe(80);
    expect(await balance()).toBe(0);
    const event = env.stripe.signedEvent('payment_intent.succeeded', { ...intent, status: 'succeeded' }, webhookSecret);
    for (let delivery = 0; delivery < 3; delivery += 1) {
      const response = await deliver(event);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true });
    }
    const [paid] = OrderListResponse.parse(await (await visitor.get('/api/orders')).json()).orders;
    expect(paid).toMatchObject({ id: order.id, status: 'paid' });
    expect(paid?.payment.paidAt).not.toBeNull();
    expect(paid?.payment.clientSecret).toBeUndefined();
    expect(paid?.timeline.filter((step) => step.status === 'paid')).toHaveLength(1);
    expect(await balance()).toBe(80);
  });

  it('refuses a webhook with a wrong or missing signature with 400 and changes nothing', async () => {
    const { visitor, intent } = await cardOrder();
    const forged = env.stripe.signedEvent('payment_intent.succeeded', intent, 'whsec_someone_else');
    const wrong = await deliver(forged);
    expect(wrong.status).toBe(400);
    expect(await readErrorBody(wrong)).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    const unsigned = await env.app.request('/api/payments/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: forged.payload,
    });
    expect(unsigned.status).toBe(400);
    const [order] = OrderListResponse.parse(await (await visitor.get('/api/orders')).json()).orders;
    expect(order?.status).toBe('pending_payment');
  });

  it('refunds the card in full when a paid order is cancelled, and staff cannot mark a card order paid by hand', async () => {
    const { visitor, order, intent } = await cardOrder();
    const { visitor: admin } = await visitorWithRoles(env.app, ['admin']);
    expect((await moveTo(admin, order.id, 'paid')).status).toBe(409);
    await deliver(env.stripe.signedEvent('payment_intent.succeeded', intent, webhookSecret));
    const cancelled = await readOrder(await visitor.post(`/api/orders/${order.id}/cancel`));
    expect(cancelled.status).toBe('refunded');
    expect(cancelled.timeline.map((step) => step.status)).toEqual(['pending_payment', 'paid', 'cancelled', 'refunded']);
    expect(env.stripe.refunds.filter((refund) => refund.paymentIntent === intent.id)).toEqual([expect.objectContaining({ amount: order.total })]);
  });

  it('answers 402 PAYMENT_DECLINED and reserves nothing when Stripe declines', async () => {
    const { visitor } = await registerVisitor(env.app);
    const product = await insertTestProduct(env.app, { stock: 2 });
    env.stripe.mode = 'decline';
    try {
      const response = await purchase(visitor, { items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'card' });
      expect(response.status).toBe(402);
      expect(await stockOf(env.app, product.id)).toBe(2);
    } finally {
      env.stripe.mode = 'ok';
    }
  });
});
