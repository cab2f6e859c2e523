// Paying in rupees through Razorpay, against a local fake of its API and checkout (server/test/fake-razorpay.ts):
// the order's Razorpay order, the checkout's signed answer, signed webhooks (replays and forgeries), capture of an
// authorised payment, refunds once, and Razorpay being down.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SystemStatus } from '@common/contracts/admin';
import { OrderResponse } from '@common/contracts/orders';
import type { Order } from '@common/contracts/orders';
import { WalletResponse } from '@common/contracts/wallet';
import { registerVisitor, visitorWithRoles } from '../../test/accounts-helpers';
import { insertTestProduct, purchase, stockOf } from '../../test/commerce-helpers';
import type { FakeRazorpayOrder } from '../../test/fake-razorpay';
import { readErrorBody, TEST_DATABASE_KIND } from '../../test/test-context';
import { TEST_RAZORPAY_KEYS, useRazorpayTestApp } from '../../test/razorpay-test-app';
import type { TestVisitor } from '../../test/test-visitor';
import { useTestApp } from '../../test/use-test-app';
import { RazorpayClient, RazorpayPaymentProvider } from '../checkout/checkout.exports';

async function readOrder(response: Response, status = 200): Promise<Order> {
  expect(response.status).toBe(status);
  return OrderResponse.parse(await response.json()).order;
}

const withoutRazorpay = useTestApp();

describe(`Razorpay payments on ${TEST_DATABASE_KIND}`, () => {
  const env = useRazorpayTestApp();

  const { deliver } = env;

  async function razorpayOrder(price = 80_000): Promise<{ visitor: TestVisitor; order: Order; remote: FakeRazorpayOrder; productId: string }> {
    const { visitor } = await registerVisitor(env.app);
    const product = await insertTestProduct(env.app, { price, original_price: price, stock: 5 });
    const order = await readOrder(await purchase(visitor, { items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'razorpay' }), 201);
    const remote = env.razorpay.orders.find((candidate) => candidate.id === order.payment.reference);
    if (!remote) throw new Error('no Razorpay order was created for the order');
    return { visitor, order, remote, productId: product.id };
  }

  async function balanceOf(visitor: TestVisitor): Promise<number> {
    return WalletResponse.parse(await (await visitor.get('/api/wallet')).json()).balance;
  }

  function confirm(visitor: TestVisitor, orderId: string, answer: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }) {
    return visitor.post(`/api/orders/${orderId}/razorpay-payment`, {
      razorpayOrderId: answer.razorpay_order_id,
      razorpayPaymentId: answer.razorpay_payment_id,
      razorpaySignature: answer.razorpay_signature,
    });
  }

  it('makes one Razorpay order for the total in rupees, and the quote offers Razorpay with its key id', async () => {
    const { order, remote } = await razorpayOrder();
    expect(order).toMatchObject({ status: 'pending_payment', payment: { method: 'razorpay', provider: 'razorpay', paidAt: null, refundedAmount: 0 } });
    expect(order.payment.clientSecret).toBeUndefined();
    expect(remote).toMatchObject({ amount: order.total, currency: 'INR', receipt: order.id, notes: { orderId: order.id } });
    expect(order.timeline[0]?.note).toBe('Order placed: waiting for the online payment (cancelled if unpaid after 60 minutes)');
    const { visitor } = await registerVisitor(env.app);
    const product = await insertTestProduct(env.app);
    const quoted = await visitor.post('/api/checkout/quote', { items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'razorpay' });
    expect(await quoted.json()).toMatchObject({
      quote: { paymentMethods: ['cod', 'razorpay'], razorpayKeyId: TEST_RAZORPAY_KEYS.keyId, cardPublishableKey: null },
    });
  });

  it('names Razorpay beside cash on delivery on the staff’s system status, and never its keys', async () => {
    const { visitor: admin } = await visitorWithRoles(env.app, ['admin']);
    const response = await admin.get('/api/admin/system');
    const text = await response.text();
    expect(SystemStatus.parse(JSON.parse(text)).providers.payment).toEqual({ name: 'razorpay + cod', configured: true });
    expect(text).not.toContain(TEST_RAZORPAY_KEYS.keySecret);
    expect(text).not.toContain(TEST_RAZORPAY_KEYS.webhookSecret);
  });

  it("pays the order on the checkout's signed answer and credits its reward once, however often the answer and the webhook come", async () => {
    const { visitor, order, remote } = await razorpayOrder();
    expect(await balanceOf(visitor)).toBe(0);
    const { payment, answer } = env.razorpay.pay(remote.id);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const paid = await readOrder(await confirm(visitor, order.id, answer));
      expect(paid.status).toBe('paid');
    }
    expect((await deliver(env.razorpay.signedWebhook('payment.captured', payment))).status).toBe(200);
    expect((await deliver(env.razorpay.signedWebhook('order.paid', payment))).status).toBe(200);
    const after = await readOrder(await confirm(visitor, order.id, answer));
    expect(after.timeline.map((step) => [step.status, step.note])).toEqual([
      ['pending_payment', 'Order placed: waiting for the online payment (cancelled if unpaid after 60 minutes)'],
      ['paid', 'Online payment received'],
    ]);
    expect(await balanceOf(visitor)).toBe(order.rewardCoins);
  });

  it('pays once when the checkout answer and the webhook arrive at the same moment', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { visitor, order, remote } = await razorpayOrder();
      const { payment, answer } = env.razorpay.pay(remote.id);
      const [confirmed, delivered] = await Promise.all([confirm(visitor, order.id, answer), deliver(env.razorpay.signedWebhook('payment.captured', payment))]);
      expect([confirmed.status, delivered.status]).toEqual([200, 200]);
      const paid = await readOrder(await confirm(visitor, order.id, answer));
      expect(paid.timeline.filter((step) => step.status === 'paid')).toHaveLength(1);
      expect(await balanceOf(visitor)).toBe(order.rewardCoins);
    }
  });

  it('refuses answers that are not Razorpay’s for this order, and orders of other accounts', async () => {
    const { visitor, order, remote } = await razorpayOrder();
    const other = await razorpayOrder();
    const { answer } = env.razorpay.pay(remote.id);
    const forged = await confirm(visitor, order.id, { ...answer, razorpay_signature: 'a'.repeat(64) });
    expect(forged.status).toBe(400);
    expect(await readErrorBody(forged)).toMatchObject({ code: 'PAYMENT_SIGNATURE_INVALID' });
    // A genuine answer for another order does not pay this one.
    const { answer: otherAnswer } = env.razorpay.pay(other.remote.id);
    expect((await readErrorBody(await confirm(visitor, order.id, otherAnswer))).code).toBe('PAYMENT_SIGNATURE_INVALID');
    // Nor may another account send this order's answer.
    expect((await confirm(other.visitor, order.id, answer)).status).toBe(404);
    const malformed = await visitor.post(`/api/orders/${order.id}/razorpay-payment`, { razorpayOrderId: 'x', razorpayPaymentId: 'y', razorpaySignature: 'z' });
    expect(malformed.status).toBe(400);
    expect((await readErrorBody(malformed)).code).toBe('VALIDATION_FAILED');
    const mine = (await (await visitor.get('/api/orders')).json()) as { orders: Order[] };
    expect(mine.orders.find((listed) => listed.id === order.id)?.status).toBe('pending_payment');
  });

  it('captures a payment Razorpay only authorised before marking the order paid', async () => {
    const { visitor, order, remote } = await razorpayOrder();
    const { payment, answer } = env.razorpay.pay(remote.id, { capture: false });
    expect(payment.status).toBe('authorized');
    expect((await readOrder(await confirm(visitor, order.id, answer))).status).toBe('paid');
    expect(env.razorpay.payments.find((candidate) => candidate.id === payment.id)?.status).toBe('captured');
  });

  it('pays the order on a signed payment.captured webhook alone, once per event id; forgeries are refused with 400', async () => {
    const { visitor, order, remote } = await razorpayOrder();
    const { payment } = env.razorpay.pay(remote.id);
    const delivery = env.razorpay.signedWebhook('payment.captured', payment);
    const forged = await deliver({ ...delivery, signature: env.razorpay.signedWebhook('payment.captured', payment, 'someone-else').signature });
    expect(forged.status).toBe(400);
    expect((await readErrorBody(forged)).code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const unsigned = await env.app.request('/api/payments/razorpay/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: delivery.payload,
    });
    expect(unsigned.status).toBe(400);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await deliver(delivery)).status).toBe(200);
    const orders = (await (await visitor.get('/api/orders')).json()) as { orders: Order[] };
    const paid = orders.orders.find((listed) => listed.id === order.id);
    expect(paid?.status).toBe('paid');
    expect(paid?.timeline.filter((step) => step.status === 'paid')).toHaveLength(1);
    expect(await balanceOf(visitor)).toBe(order.rewardCoins);
  });

  it('notes a failed payment on the timeline and keeps the order awaiting payment', async () => {
    const { visitor, order, remote } = await razorpayOrder();
    const { payment } = env.razorpay.pay(remote.id);
    expect((await deliver(env.razorpay.signedWebhook('payment.failed', { ...payment, status: 'failed' }))).status).toBe(200);
    const orders = (await (await visitor.get('/api/orders')).json()) as { orders: Order[] };
    const listed = orders.orders.find((candidate) => candidate.id === order.id);
    expect(listed?.status).toBe('pending_payment');
    expect(listed?.timeline.at(-1)?.note).toBe('The online payment failed; try again or cancel the order');
  });

  it('refunds the payment once when a paid order is cancelled, to the account it came from', async () => {
    const { visitor, order, remote, productId } = await razorpayOrder();
    const { payment, answer } = env.razorpay.pay(remote.id);
    await readOrder(await confirm(visitor, order.id, answer));
    const cancelled = await readOrder(await visitor.post(`/api/orders/${order.id}/cancel`));
    expect(cancelled.status).toBe('refunded');
    expect(cancelled.payment.refundedAmount).toBe(order.total);
    expect(cancelled.timeline.at(-1)?.note).toBe(`₹800.00 refunded to the UPI account, card, bank account or wallet you paid with`);
    expect((await visitor.post(`/api/orders/${order.id}/cancel`)).status).toBe(409);
    expect(env.razorpay.refunds.filter((refund) => refund.payment_id === payment.id)).toEqual([
      expect.objectContaining({ amount: order.total, receipt: `o-${order.id}` }),
    ]);
    expect(await stockOf(env.app, productId)).toBe(5);
    expect(await balanceOf(visitor)).toBe(0);
  });

  it('refunds at once a payment that arrives after the order was cancelled', async () => {
    const { visitor, order, remote } = await razorpayOrder();
    await readOrder(await visitor.post(`/api/orders/${order.id}/cancel`));
    const { payment } = env.razorpay.pay(remote.id);
    expect((await deliver(env.razorpay.signedWebhook('payment.captured', payment))).status).toBe(200);
    expect((await deliver(env.razorpay.signedWebhook('order.paid', payment))).status).toBe(200);
    const orders = (await (await visitor.get('/api/orders')).json()) as { orders: Order[] };
    const listed = orders.orders.find((candidate) => candidate.id === order.id);
    expect(listed?.status).toBe('refunded');
    expect(listed?.timeline.at(-1)?.note).toBe(
      'The online payment arrived after the order was cancelled and went back to the UPI account, card, bank account or wallet you paid with',
    );
    expect(env.razorpay.refunds.filter((refund) => refund.payment_id === payment.id)).toHaveLength(1);
    expect(await balanceOf(visitor)).toBe(0);
  });

  it('answers 502 and places nothing while Razorpay is down, and 402 when it refuses the order', async () => {
    const { visitor } = await registerVisitor(env.app);
    const product = await insertTestProduct(env.app, { stock: 2 });
    env.razorpay.mode = 'down';
    try {
      const response = await purchase(visitor, { items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'razorpay' });
      expect(response.status).toBe(502);
      expect((await readErrorBody(response)).code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
      env.razorpay.mode = 'decline';
      expect((await purchase(visitor, { items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'razorpay' })).status).toBe(402);
      expect(await stockOf(env.app, product.id)).toBe(2);
    } finally {
      env.razorpay.mode = 'ok';
    }
  });

  it('answers 502 and keeps the order awaiting payment when Razorpay cannot be asked about the payment, then pays on the retry', async () => {
    const { visitor, order, remote } = await razorpayOrder();
    const { answer } = env.razorpay.pay(remote.id);
    env.razorpay.mode = 'down';
    try {
      const response = await confirm(visitor, order.id, answer);
      expect(response.status).toBe(502);
      expect((await readErrorBody(response)).code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    } finally {
      env.razorpay.mode = 'ok';
    }
    expect((await readOrder(await confirm(visitor, order.id, answer))).status).toBe('paid');
  });

  it('refunds staff-cancelled orders through Razorpay once even when the provider is asked twice under one key', async () => {
    const { visitor, order, remote } = await razorpayOrder(120_000);
    const { payment, answer } = env.razorpay.pay(remote.id);
    await readOrder(await confirm(visitor, order.id, answer));
    const { visitor: support } = await visitorWithRoles(env.app, ['support']);
    const cancelled = await readOrder(await support.post(`/api/admin/orders/${order.id}/status`, { status: 'cancelled', note: 'Out of stock' }));
    expect(cancelled.status).toBe('refunded');
    // A step retried after its transaction failed asks again under the same key: Razorpay is not asked twice.
    const provider = new RazorpayPaymentProvider(new RazorpayClient({ ...TEST_RAZORPAY_KEYS, apiBase: env.razorpay.url }), TEST_RAZORPAY_KEYS.keySecret);
    const again = await provider.refund({ key: `o-${order.id}`, orderId: order.id, reference: remote.id, chargeReference: payment.id, amount: order.total });
    expect(env.razorpay.refunds.filter((refund) => refund.payment_id === payment.id)).toEqual([expect.objectContaining({ id: again.providerRefundId })]);
  });
});

describe('Razorpay not configured', () => {
  it('has no Razorpay endpoints (404) and does not offer it at checkout', async () => {
    const { visitor } = await registerVisitor(withoutRazorpay);
    expect((await withoutRazorpay.request('/api/payments/razorpay/webhook', { method: 'POST', body: '{}' })).status).toBe(404);
    const answer = { razorpayOrderId: 'order_AAAAAAAAAAAAAA', razorpayPaymentId: 'pay_AAAAAAAAAAAAAA', razorpaySignature: 'a'.repeat(64) };
    expect((await visitor.post(`/api/orders/${randomUUID()}/razorpay-payment`, answer)).status).toBe(404);
    const product = await insertTestProduct(withoutRazorpay);
    const quoted = await visitor.post('/api/checkout/quote', { items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'razorpay' });
    expect(quoted.status).toBe(400);
    expect((await readErrorBody(quoted)).code).toBe('PAYMENT_METHOD_UNAVAILABLE');
  });
});
