// Subscriptions renewed by Razorpay's recurring payments, UPI AutoPay (issue 44), against the local fake of Razorpay's
// API with webhooks signed as Razorpay signs them: the first order registers the mandate (a customer, an order with a
// token block, paid in the checkout with recurring: 1), the payment's token is kept (ids only), and each renewal is a
// Razorpay order debited with it, which the bank settles a day later by webhook. On an injected clock: a year with two
// instances (13 orders, 13 payments), a debit that fails three times and pauses, a webhook replayed and forged, a
// payment by hand racing a debit still at the bank (paid once: the other goes back), a mandate cancelled in the
// customer's UPI app, and a debit Razorpay refuses outright.
import { describe, expect, it } from 'vitest';
import { CheckoutOptions } from '@common/contracts/checkout';
import { OrderResponse } from '@common/contracts/orders';
import type { Order } from '@common/contracts/orders';
import { SubscriptionListResponse, SubscriptionResponse } from '@common/contracts/subscriptions';
import { WalletResponse } from '@common/contracts/wallet';
import { UPI_AUTOPAY_MAX_AMOUNT } from '@common/subscriptions';
import { registerVisitor } from '../../test/accounts-helpers';
import { insertTestProduct, testAddressId } from '../../test/commerce-helpers';
import type { FakeRazorpayDelivery, FakeRazorpayPayment } from '../../test/fake-razorpay';
import { TEST_RAZORPAY_KEYS, useRazorpayTestApp } from '../../test/razorpay-test-app';
import { runJob } from '../../test/recording-queue';
import { DAY_MS, dayOf as dayFrom, ordersOf, subscriptionStore } from '../../test/subscription-store';
import type { Mails, SubscriptionStore } from '../../test/subscription-store';
import { readErrorBody, TEST_DATABASE_KIND } from '../../test/test-context';
import type { TestVisitor } from '../../test/test-visitor';
import { CashOnDeliveryProvider, RazorpayClient, RazorpayPaymentProvider } from '../checkout/checkout.exports';
import type { RazorpayGateway } from '../orders/orders.exports';
import { FORGET_SAVED_PAYMENT_JOB } from './forget-saved-payment';

const env = useRazorpayTestApp();
const START = new Date('2027-01-04T09:00:00.000Z');

type UpiStore = SubscriptionStore & { gateway: RazorpayGateway };

/** The store as one instance runs it, on a clock the test moves, with its own Razorpay client. */
function instance(clock: { now: Date }, mails: Mails): UpiStore {
  const provider = new RazorpayPaymentProvider(new RazorpayClient({ ...TEST_RAZORPAY_KEYS, apiBase: env.razorpay.url }), TEST_RAZORPAY_KEYS.keySecret);
  const store = subscriptionStore(env.app.db, clock, mails, { cod: new CashOnDeliveryProvider(), razorpay: provider });
  return { ...store, gateway: { provider, webhookSecret: TEST_RAZORPAY_KEYS.webhookSecret } };
}

/** Razorpay's webhook reaching an instance at the clock's time, through the orders' webhook handling (signature checked). */
async function deliverTo(store: UpiStore, clock: { now: Date }, delivery: FakeRazorpayDelivery): Promise<void> {
  const handled = await store.desk.handleRazorpayWebhook(
    store.gateway,
    { payload: Buffer.from(delivery.payload), signature: delivery.signature, eventId: delivery.eventId },
    clock.now,
  );
  expect(handled).toBe(true);
}

function dayOf(order: Order): number {
  return dayFrom(order, START);
}

/** The debits asked with the token that the bank has not settled yet. */
function debitsAtTheBank(token: string): FakeRazorpayPayment[] {
  return env.razorpay.debitsWith(token).filter((payment) => payment.status === 'created');
}

/**
 * Moves the clock a day at a time: each morning the bank settles the debits asked the day before (`outcome`), their
 * webhooks reaching the first instance; then every instance reminds and renews at once.
 */
async function liveDays(
  clock: { now: Date },
  stores: readonly UpiStore[],
  days: number,
  bank: { token: string; outcome?: 'captured' | 'failed' } | undefined,
): Promise<void> {
  for (let day = 0; day < days; day += 1) {
    clock.now = new Date(clock.now.getTime() + DAY_MS);
    const [first] = stores;
    if (bank && first) {
      for (const debit of debitsAtTheBank(bank.token)) await deliverTo(first, clock, env.razorpay.settleDebit(debit.id, bank.outcome ?? 'captured'));
    }
    await Promise.all(stores.map((store) => store.renewals.remindDue(clock.now).then(() => store.renewals.renewDue(clock.now))));
  }
}

async function balanceOf(visitor: TestVisitor): Promise<number> {
  return WalletResponse.parse(await (await visitor.get('/api/wallet')).json()).balance;
}

/** A customer subscribed with Razorpay at `clock.now` on `store` (30 days); the first order is placed, not yet paid. */
async function subscribedWithRazorpay(store: UpiStore, clock: { now: Date }) {
  const { visitor, userId } = await registerVisitor(env.app);
  const addressId = await testAddressId(visitor);
  const product = await insertTestProduct(env.app, { price: 100_000, original_price: 100_000, stock: 1_000 });
  const subscription = await store.subscriptions.create(
    userId,
    { items: [{ productId: product.id, quantity: 1 }], cadenceDays: 30, addressId, paymentMethod: 'razorpay' },
    (row) => store.renewals.renew(row, clock.now, { rethrow: true }),
  );
  return { visitor, userId, subscription };
}

/**
 * A customer subscribed with Razorpay at START on `store` (30 days), who paid the first order in Razorpay's checkout
 * by UPI and approved the AutoPay mandate; the checkout's answer gave the subscription the mandate's token.
 */
async function subscribedByUpi(store: UpiStore, clock: { now: Date }) {
  const { visitor, userId, subscription } = await subscribedWithRazorpay(store, clock);
  const [first] = await ordersOf(visitor);
  if (!first) throw new Error('The first order was not placed');
  const { payment, answer } = env.razorpay.pay(first.payment.reference);
  await store.desk.confirmRazorpayCheckout(
    store.gateway,
    userId,
    first.id,
    { razorpayOrderId: answer.razorpay_order_id, razorpayPaymentId: answer.razorpay_payment_id, razorpaySignature: answer.razorpay_signature },
    clock.now,
  );
  const token = payment.token_id ?? '';
  const [saved] = await store.subscriptions.list(userId);
  expect(saved?.savedPaymentMethod).toBe(true);
  return { visitor, userId, subscription, first, token, customerId: payment.customer_id ?? '' };
}

describe(`subscribing with UPI AutoPay through the API on ${TEST_DATABASE_KIND}`, () => {
  it('registers the mandate with the first order’s payment and keeps only the customer’s and token’s ids', async () => {
    const options = CheckoutOptions.parse(await (await env.app.request('/api/checkout/options')).json());
    expect(options.paymentMethods).toContain('razorpay');
    const { visitor, userId, email } = await registerVisitor(env.app);
    const addressId = await testAddressId(visitor);
    const product = await insertTestProduct(env.app, { price: 60_000, original_price: 60_000 });
    const response = await visitor.post('/api/subscriptions', {
      items: [{ productId: product.id, quantity: 2 }],
      cadenceDays: 60,
      addressId,
      paymentMethod: 'razorpay',
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const created = SubscriptionResponse.parse(await response.json()).subscription;
    expect(created).toMatchObject({ paymentMethod: 'razorpay', savedPaymentMethod: false, debitPending: false, renewalsPlaced: 1 });

    // A customer at Razorpay for the account, and a first order that registers the mandate, paid in the checkout.
    const customer = env.razorpay.customers.find((candidate) => candidate.email === email);
    expect(customer).toMatchObject({ name: 'Asha Rao', contact: '+91 98765 43210', notes: { userId } });
    const [first] = await ordersOf(visitor);
    expect(first?.payment).toMatchObject({ method: 'razorpay', recurringCustomerId: customer?.id });
    const remote = env.razorpay.orders.find((candidate) => candidate.id === first?.payment.reference);
    expect(remote).toMatchObject({ amount: first?.total, customer_id: customer?.id, token: { max_amount: UPI_AUTOPAY_MAX_AMOUNT, frequency: 'as_presented' } });
    const years = ((remote?.token?.expire_at ?? 0) * 1000 - Date.now()) / (365 * DAY_MS);
    expect(years).toBeGreaterThan(9.9);

    const { payment, answer } = env.razorpay.pay(first?.payment.reference ?? '');
    const paid = await visitor.post(`/api/orders/${first?.id}/razorpay-payment`, {
      razorpayOrderId: answer.razorpay_order_id,
      razorpayPaymentId: answer.razorpay_payment_id,
      razorpaySignature: answer.razorpay_signature,
    });
    expect(OrderResponse.parse(await paid.json()).order).toMatchObject({ status: 'paid', payment: { paidAt: expect.any(String) } });
    expect((await ordersOf(visitor))[0]?.payment.recurringCustomerId).toBeUndefined();
    const [saved] = SubscriptionListResponse.parse(await (await visitor.get('/api/subscriptions')).json()).subscriptions;
    expect(saved).toMatchObject({ id: created.id, savedPaymentMethod: true, debitPending: false });
    const row = await env.app.db.selectFrom('subscriptions').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ payment_customer_id: customer?.id, payment_method_id: payment.token_id });
    // Ids only: nothing of the UPI account or the customer's details is kept.
    expect(JSON.stringify(row)).not.toMatch(/@upi|98765/);
  });

  it('keeps the mandate when only Razorpay’s webhook tells of the payment (the page closed), and a forged one changes nothing', async () => {
    const { visitor } = await registerVisitor(env.app);
    const addressId = await testAddressId(visitor);
    const product = await insertTestProduct(env.app);
    const created = SubscriptionResponse.parse(
      await (
        await visitor.post('/api/subscriptions', { items: [{ productId: product.id, quantity: 1 }], cadenceDays: 30, addressId, paymentMethod: 'razorpay' })
      ).json(),
    ).subscription;
    const [first] = await ordersOf(visitor);
    const { payment } = env.razorpay.pay(first?.payment.reference ?? '');
    const forged = env.razorpay.signedWebhook('payment.captured', payment, 'not-the-webhook-secret');
    expect((await env.deliver(forged)).status).toBe(400);
    expect(SubscriptionListResponse.parse(await (await visitor.get('/api/subscriptions')).json()).subscriptions[0]?.savedPaymentMethod).toBe(false);
    expect((await env.deliver(env.razorpay.signedWebhook('payment.captured', payment))).status).toBe(200);
    const [saved] = SubscriptionListResponse.parse(await (await visitor.get('/api/subscriptions')).json()).subscriptions;
    expect(saved).toMatchObject({ id: created.id, savedPaymentMethod: true });
    expect((await ordersOf(visitor))[0]?.status).toBe('paid');
  });
});

describe(`renewals debited by UPI AutoPay on ${TEST_DATABASE_KIND}`, () => {
  it('takes 13 payments in a year for a 30-day plan, one per order, with two instances and each debit settled the next day', async () => {
    const clock = { now: START };
    const mails: Mails = [];
    const first = instance(clock, mails);
    const second = instance(clock, mails);
    const { visitor, subscription, token, customerId } = await subscribedByUpi(first, clock);
    await liveDays(clock, [first, second], 365, { token });

    const orders = (await ordersOf(visitor)).filter((order) => order.promoCode === 'SUBSCRIBE_AND_SAVE');
    expect(orders.map(dayOf)).toEqual([0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330, 360]);
    expect(orders.map((order) => order.status)).toEqual(Array(13).fill('paid'));
    for (const order of orders) expect(order.timeline.filter((step) => step.status === 'paid')).toHaveLength(1);
    // One payment per order: the mandate's registration, then one debit per renewal, each asked once.
    const taken = env.razorpay.payments.filter((payment) => payment.customer_id === customerId && payment.status === 'captured');
    const ours = taken.filter((payment) => orders.some((order) => order.payment.reference === payment.order_id));
    expect(ours).toHaveLength(13);
    expect(new Set(ours.map((payment) => payment.order_id))).toEqual(new Set(orders.map((order) => order.payment.reference)));
    expect(env.razorpay.debitsWith(token)).toHaveLength(12);
    expect(env.razorpay.refunds.filter((refund) => ours.some((payment) => payment.id === refund.payment_id))).toEqual([]);
    expect(await balanceOf(visitor)).toBe(orders.reduce((sum, order) => sum + order.rewardCoins, 0));
    expect(mails.filter((mail) => mail.key.startsWith(`subscription-problem:${subscription.id}`))).toEqual([]);
    const reminder = mails.find((mail) => mail.key.startsWith(`subscription-reminder:${subscription.id}`));
    expect(reminder?.message.text).toContain('paid by UPI AutoPay');
  });

  it('tells the customer of a failed debit, asks again the next day, and pauses after the third; paying by hand resumes it', async () => {
    const clock = { now: START };
    const mails: Mails = [];
    const store = instance(clock, mails);
    const { visitor, userId, subscription, token } = await subscribedByUpi(store, clock);
    await liveDays(clock, [store], 30, { token }); // day 30: the renewal placed, its debit with the bank
    const [, renewal] = await ordersOf(visitor);
    expect(renewal).toMatchObject({ status: 'pending_payment' });
    expect((await store.subscriptions.list(userId))[0]).toMatchObject({ status: 'active', debitPending: true, problem: null, unpaidOrderId: renewal?.id });
    // A try by hand in Razorpay's window that fails meanwhile is not the debit: nothing changes.
    const [debit] = debitsAtTheBank(token);
    const byHand = {
      ...(debit as FakeRazorpayPayment),
      id: 'pay_HandTry00000001',
      customer_id: null,
      token_id: null,
      recurring: false,
      status: 'failed' as const,
    };
    await deliverTo(store, clock, env.razorpay.signedWebhook('payment.failed', byHand));
    expect((await store.subscriptions.list(userId))[0]).toMatchObject({ debitPending: true, problem: null });

    await liveDays(clock, [store], 1, { token, outcome: 'failed' }); // day 31: the bank refuses it
    const [retrying] = await store.subscriptions.list(userId);
    expect(retrying).toMatchObject({
      status: 'active',
      debitPending: false,
      problem: 'Your UPI AutoPay debit did not go through: payment failed as the customer’s bank declined the debit.',
      unpaidOrderId: renewal?.id,
    });
    const told = () => mails.filter((mail) => mail.key.startsWith(`subscription-problem:${subscription.id}`));
    expect(told()[0]?.message.text).toContain('we ask your bank for the UPI AutoPay debit again in 24 hours (try 1 of 3)');

    await liveDays(clock, [store], 4, { token, outcome: 'failed' }); // days 32 and 34 asked again, refused on 33 and 35
    expect(
      env.razorpay
        .debitsWith(token)
        .filter((debit) => debit.order_id === renewal?.payment.reference)
        .map((debit) => debit.status),
    ).toEqual(['failed', 'failed', 'failed']);
    expect(told().map((mail) => mail.message.subject)).toEqual([
      'Your Guardians subscription order is not paid yet',
      'Your Guardians subscription order is not paid yet',
      'Your Guardians subscription is paused: the UPI AutoPay debit failed',
    ]);
    const [paused] = SubscriptionListResponse.parse(await (await visitor.get('/api/subscriptions')).json()).subscriptions;
    expect(paused).toMatchObject({ status: 'paused', nextRenewalAt: null, unpaidOrderId: renewal?.id });
    const [, waiting] = await ordersOf(visitor);
    expect(waiting?.timeline.filter((step) => step.note === 'The online payment failed; try again or cancel the order')).toHaveLength(1);
    await liveDays(clock, [store], 3, { token }); // nothing more is asked while paused
    expect(env.razorpay.debitsWith(token)).toHaveLength(3);

    // Day 38: the customer pays it by hand in Razorpay's window; the subscription goes on from the paid period.
    const { answer } = env.razorpay.pay(renewal?.payment.reference ?? '');
    await store.desk.confirmRazorpayCheckout(
      store.gateway,
      userId,
      renewal?.id ?? '',
      { razorpayOrderId: answer.razorpay_order_id, razorpayPaymentId: answer.razorpay_payment_id, razorpaySignature: answer.razorpay_signature },
      clock.now,
    );
    const [resumed] = await store.subscriptions.list(userId);
    expect(resumed).toMatchObject({ status: 'active', problem: null, unpaidOrderId: null, savedPaymentMethod: true });
    expect(Math.round((Date.parse(resumed?.nextRenewalAt ?? '') - START.getTime()) / DAY_MS)).toBe(60);
  });

  it('pays an order once when Razorpay’s webhook of its debit is replayed, sent twice under two events, or forged', async () => {
    const clock = { now: START };
    const store = instance(clock, []);
    const { visitor, userId, token } = await subscribedByUpi(store, clock);
    await liveDays(clock, [store], 30, undefined);
    const [debit] = debitsAtTheBank(token);
    const captured = env.razorpay.settleDebit(debit?.id ?? '', 'captured');
    const forged = { ...captured, signature: captured.signature.replace(/^./, (digit) => (digit === '0' ? '1' : '0')) };
    expect((await env.deliver(forged)).status).toBe(400);
    expect((await ordersOf(visitor))[1]?.status).toBe('pending_payment');

    const orderPaid = env.razorpay.signedWebhook('order.paid', { ...(debit as FakeRazorpayPayment), status: 'captured' });
    const answers = await Promise.all([env.deliver(captured), env.deliver(captured), env.deliver(orderPaid)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await env.deliver(captured)).status).toBe(200);

    const [, renewal] = await ordersOf(visitor);
    expect(renewal?.status).toBe('paid');
    expect(renewal?.timeline.filter((step) => step.status === 'paid')).toHaveLength(1);
    expect(await balanceOf(visitor)).toBe((await ordersOf(visitor)).reduce((sum, order) => sum + order.rewardCoins, 0));
    const [moved] = await store.subscriptions.list(userId);
    expect(moved).toMatchObject({ renewalsPlaced: 2, lastOrderId: renewal?.id, debitPending: false, unpaidOrderId: null });
    expect(Math.round((Date.parse(moved?.nextRenewalAt ?? '') - START.getTime()) / DAY_MS)).toBe(60);
    expect(env.razorpay.refunds.filter((refund) => refund.payment_id === debit?.id)).toEqual([]);
  });

  it('keeps one payment when the customer pays by hand while the debit is still at the bank: the other goes back, once', async () => {
    const clock = { now: START };
    const first = instance(clock, []);
    const second = instance(clock, []);
    const { visitor, userId, token } = await subscribedByUpi(first, clock);
    await liveDays(clock, [first, second], 30, undefined); // day 30: the debit is with the bank
    const [, renewal] = await ordersOf(visitor);
    const [debit] = debitsAtTheBank(token);
    // The customer pays the waiting order in Razorpay's window, while the bank settles the debit: both arrive at once.
    const { payment: byHand, answer } = env.razorpay.pay(renewal?.payment.reference ?? '');
    const debited = env.razorpay.settleDebit(debit?.id ?? '', 'captured');
    const [confirmed, delivered] = await Promise.all([
      visitor.post(`/api/orders/${renewal?.id}/razorpay-payment`, {
        razorpayOrderId: answer.razorpay_order_id,
        razorpayPaymentId: answer.razorpay_payment_id,
        razorpaySignature: answer.razorpay_signature,
      }),
      env.deliver(debited),
    ]);
    expect(confirmed.status).toBe(200);
    expect(delivered.status).toBe(200);
    // The next morning's sweeps and a redelivery of the debit's webhook change nothing more.
    await liveDays(clock, [first, second], 1, undefined);
    expect((await env.deliver(debited)).status).toBe(200);

    const refunded = env.razorpay.refunds.filter((refund) => refund.payment_id === byHand.id || refund.payment_id === debit?.id);
    expect(refunded).toHaveLength(1);
    expect(refunded[0]?.amount).toBe(renewal?.total);
    const [, paid] = await ordersOf(visitor);
    expect(paid).toMatchObject({ status: 'paid', payment: { refundedAmount: 0 } });
    // Paid once; the second payment's return is a note on the paid order.
    const paidSteps = paid?.timeline.filter((step) => step.status === 'paid').map((step) => step.note) ?? [];
    expect(paidSteps.sort()).toEqual([
      expect.stringMatching(/^A second online payment of ₹[\d,.]+ arrived for this order, already paid, and went back to the UPI account/),
      'Online payment received',
    ]);
    expect(await balanceOf(visitor)).toBe((await ordersOf(visitor)).reduce((sum, order) => sum + order.rewardCoins, 0));
    expect((await first.subscriptions.list(userId))[0]).toMatchObject({ status: 'active', renewalsPlaced: 2, lastOrderId: renewal?.id });
  });

  it('forgets a mandate cancelled in the customer’s UPI app: the next renewal waits to be paid by hand, nothing is debited', async () => {
    const clock = { now: START };
    const store = instance(clock, []);
    const { visitor, userId, token } = await subscribedByUpi(store, clock);
    const forged = env.razorpay.mandateEvent('token.cancelled', token);
    expect((await env.deliver({ ...forged, signature: 'f'.repeat(64) })).status).toBe(400);
    expect((await store.subscriptions.list(userId))[0]?.savedPaymentMethod).toBe(true);
    expect((await env.deliver(forged)).status).toBe(200);
    expect((await store.subscriptions.list(userId))[0]?.savedPaymentMethod).toBe(false);

    await liveDays(clock, [store], 30, undefined);
    const [, renewal] = await ordersOf(visitor);
    expect(renewal).toMatchObject({ status: 'pending_payment', payment: { method: 'razorpay' } });
    expect(env.razorpay.debitsWith(token)).toEqual([]);
    // Its payment registers a new mandate, as the first order's did.
    expect(renewal?.payment.recurringCustomerId).toBeDefined();
    expect((await store.subscriptions.list(userId))[0]).toMatchObject({ status: 'active', problem: null, renewalsPlaced: 2 });
  });

  it('revokes the mandate at Razorpay once the subscription moves to cash on delivery; a retried job and a cancel add nothing', async () => {
    const clock = { now: START };
    const store = instance(clock, []);
    const { visitor, userId, subscription, token, customerId } = await subscribedByUpi(store, clock);
    const moved = await store.subscriptions.update(userId, subscription.id, { paymentMethod: 'cod' });
    expect(moved).toMatchObject({ paymentMethod: 'cod', savedPaymentMethod: false });
    const payload = { method: 'razorpay' as const, customerId, paymentMethodId: token };
    expect(store.queue.enqueued).toEqual([{ name: FORGET_SAVED_PAYMENT_JOB.name, payload, options: { key: `forget-saved-payment:${token}` } }]);
    // The job does it, not the customer's request: the token is there until it runs.
    expect(env.razorpay.tokens.map((candidate) => candidate.id)).toContain(token);
    await runJob(store.queue, FORGET_SAVED_PAYMENT_JOB, payload);
    expect(env.razorpay.tokens.map((candidate) => candidate.id)).not.toContain(token);
    // A retry (the first answer lost on the way) finds it gone, which is done.
    await runJob(store.queue, FORGET_SAVED_PAYMENT_JOB, payload);

    await liveDays(clock, [store], 30, undefined);
    const [, renewal] = await ordersOf(visitor);
    expect(renewal).toMatchObject({ status: 'pending_payment', payment: { method: 'cod' } });
    expect(env.razorpay.debitsWith(token)).toEqual([]);
    // Nothing saved any more: cancelling queues nothing more.
    await store.subscriptions.cancel(userId, subscription.id);
    expect(store.queue.enqueued).toHaveLength(1);
  });

  it('revokes the mandate when the subscription is cancelled, and retries while Razorpay does not answer', async () => {
    const clock = { now: START };
    const store = instance(clock, []);
    const { userId, subscription, token, customerId } = await subscribedByUpi(store, clock);
    await store.subscriptions.cancel(userId, subscription.id);
    const payload = { method: 'razorpay' as const, customerId, paymentMethodId: token };
    expect(store.queue.enqueued.map((job) => job.payload)).toEqual([payload]);
    env.razorpay.mode = 'down';
    try {
      await expect(runJob(store.queue, FORGET_SAVED_PAYMENT_JOB, payload)).rejects.toThrow();
    } finally {
      env.razorpay.mode = 'ok';
    }
    expect(env.razorpay.tokens.map((candidate) => candidate.id)).toContain(token);
    await runJob(store.queue, FORGET_SAVED_PAYMENT_JOB, payload);
    expect(env.razorpay.tokens.map((candidate) => candidate.id)).not.toContain(token);
  });

  it('revokes a mandate registered by a first order paid after its subscription was cancelled', async () => {
    const clock = { now: START };
    const store = instance(clock, []);
    const { visitor, userId, subscription } = await subscribedWithRazorpay(store, clock);
    await store.subscriptions.cancel(userId, subscription.id);
    expect(store.queue.enqueued).toEqual([]);
    // The first order stays, and is paid afterwards in Razorpay's window: its payment registers a mandate.
    const [first] = await ordersOf(visitor);
    const { payment, answer } = env.razorpay.pay(first?.payment.reference ?? '');
    await store.desk.confirmRazorpayCheckout(
      store.gateway,
      userId,
      first?.id ?? '',
      { razorpayOrderId: answer.razorpay_order_id, razorpayPaymentId: answer.razorpay_payment_id, razorpaySignature: answer.razorpay_signature },
      clock.now,
    );
    const token = payment.token_id ?? '';
    const payload = { method: 'razorpay' as const, customerId: payment.customer_id ?? '', paymentMethodId: token };
    expect(store.queue.enqueued.map((job) => job.payload)).toEqual([payload]);
    await runJob(store.queue, FORGET_SAVED_PAYMENT_JOB, payload);
    expect(env.razorpay.tokens.map((candidate) => candidate.id)).not.toContain(token);
    expect((await store.subscriptions.list(userId))[0]).toMatchObject({ status: 'cancelled' });
  });

  it('counts a debit Razorpay refuses outright (the mandate paused in the UPI app) as a declined try at once', async () => {
    const clock = { now: START };
    const mails: Mails = [];
    const store = instance(clock, mails);
    const { userId, token } = await subscribedByUpi(store, clock);
    // token.paused is recorded and changes nothing here: the mandate may be resumed in the app.
    expect((await env.deliver(env.razorpay.mandateEvent('token.paused', token))).status).toBe(200);
    await liveDays(clock, [store], 30, undefined);
    const [declined] = await store.subscriptions.list(userId);
    expect(declined).toMatchObject({ status: 'active', savedPaymentMethod: true, debitPending: false });
    expect(declined?.problem).toBe('Your UPI AutoPay debit did not go through: the mandate is paused, not confirmed.');
    expect(env.razorpay.debitsWith(token)).toEqual([]);
    const refusal = await readErrorBody(await env.deliver({ payload: '{}', signature: 'x' }));
    expect(refusal.code).toBe('WEBHOOK_SIGNATURE_INVALID');
  });
});
