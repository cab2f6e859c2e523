// Subscriptions paid by card (issue 44), against the local fake of Stripe's API with webhooks signed as Stripe signs
// them: the first order's PaymentIntent saves the card on a Stripe Customer, its webhook gives the subscription the
// card's ids, and each renewal is charged to it off session, paid once. On an injected clock: a year of renewals with
// two instances and Stripe's webhooks racing them (13 payments), a decline paid on the next try, three declines that
// pause the subscription, a card that needs its owner, and the owner paying by hand while two instances retry.
import { describe, expect, it } from 'vitest';
import { CheckoutOptions } from '@common/contracts/checkout';
import { OrderCardPaymentResponse } from '@common/contracts/orders';
import type { Order } from '@common/contracts/orders';
import { SubscriptionListResponse, SubscriptionResponse } from '@common/contracts/subscriptions';
import { WalletResponse } from '@common/contracts/wallet';
import { registerVisitor } from '../../test/accounts-helpers';
import { insertTestProduct, testAddressId } from '../../test/commerce-helpers';
import type { FakePaymentIntent, FakeStripe } from '../../test/fake-stripe';
import { TEST_STRIPE_KEYS, useStripeTestApp } from '../../test/stripe-test-app';
import { runJob } from '../../test/recording-queue';
import { DAY_MS, dayOf as dayFrom, liveDays, ordersOf, subscriptionStore } from '../../test/subscription-store';
import type { Mails, SubscriptionStore } from '../../test/subscription-store';
import { TEST_DATABASE_KIND } from '../../test/test-context';
import { CashOnDeliveryProvider, StripePaymentProvider, stripeClient } from '../checkout/checkout.exports';
import { FORGET_SAVED_PAYMENT_JOB } from './forget-saved-payment';

const env = useStripeTestApp();
const { webhookSecret } = TEST_STRIPE_KEYS;

const START = new Date('2027-01-04T09:00:00.000Z');

/** The store as one instance runs it, on a clock the test moves, with its own Stripe client. */
function instance(clock: { now: Date }, mails: Mails): SubscriptionStore {
  const card = new StripePaymentProvider(stripeClient({ ...TEST_STRIPE_KEYS, apiBase: env.stripe.url }));
  return subscriptionStore(env.app.db, clock, mails, { cod: new CashOnDeliveryProvider(), card });
}
type Store = SubscriptionStore;

function intentOf(reference: string): FakePaymentIntent {
  const intent = env.stripe.intents.find((candidate) => candidate.id === reference);
  if (!intent) throw new Error(`The fake has no PaymentIntent ${reference}`);
  return intent;
}

/** Stripe's webhook about a PaymentIntent, delivered to the store's endpoint. */
async function deliverSucceeded(intent: FakePaymentIntent): Promise<void> {
  const response = await env.deliver(env.stripe.signedEvent('payment_intent.succeeded', intent, webhookSecret));
  expect(response.status).toBe(200);
}

function dayOf(order: Order): number {
  return dayFrom(order, START);
}

/**
 * A customer subscribed by card at START on `store` (30 days), who paid the first order in Stripe's card form, and
 * whose webhook saved the card.
 */
async function subscribedByCard(store: Store, clock: { now: Date }) {
  const { visitor, userId } = await registerVisitor(env.app);
  const addressId = await testAddressId(visitor);
  const product = await insertTestProduct(env.app, { price: 100_000, original_price: 100_000, stock: 1_000 });
  const created = await store.subscriptions.create(
    userId,
    { items: [{ productId: product.id, quantity: 1 }], cadenceDays: 30, addressId, paymentMethod: 'card' },
    (row) => store.renewals.renew(row, clock.now, { rethrow: true }),
  );
  const [first] = await ordersOf(visitor);
  if (!first) throw new Error('The first order was not placed');
  expect(env.stripe.payInBrowser(first.payment.reference)).toBe(true);
  await deliverSucceeded(intentOf(first.payment.reference));
  const [subscription] = await store.subscriptions.list(userId);
  expect(subscription?.savedPaymentMethod).toBe(true);
  return { visitor, userId, product, subscription: created, first };
}

/** Days lived while Stripe answers every charge this way; it charges again afterwards, whatever happened. */
async function liveDaysCharging(charging: FakeStripe['charging'], clock: { now: Date }, stores: readonly Store[], days: number): Promise<void> {
  env.stripe.charging = charging;
  try {
    await liveDays(clock, stores, days);
  } finally {
    env.stripe.charging = 'succeed';
  }
}

function customerOf(order: Order): string | null {
  return intentOf(order.payment.reference).customer;
}

describe(`subscribing by card through the API on ${TEST_DATABASE_KIND}`, () => {
  it('saves the card of the first payment on a Stripe Customer and keeps only its ids', async () => {
    const options = CheckoutOptions.parse(await (await env.app.request('/api/checkout/options')).json());
    expect(options).toMatchObject({ paymentMethods: ['cod', 'card'], cardPublishableKey: TEST_STRIPE_KEYS.publishableKey });
    const { visitor } = await registerVisitor(env.app);
    const addressId = await testAddressId(visitor);
    const product = await insertTestProduct(env.app, { price: 50_000, original_price: 50_000 });
    const response = await visitor.post('/api/subscriptions', {
      items: [{ productId: product.id, quantity: 2 }],
      cadenceDays: 30,
      addressId,
      paymentMethod: 'card',
    });
    expect(response.status).toBe(201);
    const created = SubscriptionResponse.parse(await response.json()).subscription;
    expect(created).toMatchObject({ paymentMethod: 'card', savedPaymentMethod: false, renewalsPlaced: 1 });

    // The first order's PaymentIntent belongs to a Customer made for this subscription, and saves the card.
    const [first] = await ordersOf(visitor);
    expect(first).toMatchObject({ id: created.lastOrderId, status: 'pending_payment', payment: { method: 'card', provider: 'stripe' } });
    const intent = intentOf(first?.payment.reference ?? '');
    const customer = env.stripe.customers.find((candidate) => candidate.id === intent.customer);
    expect(customer?.metadata).toMatchObject({ subscriptionId: created.id });
    expect(intent).toMatchObject({
      setup_future_usage: 'off_session',
      payment_method_types: ['card'],
      automatic_payment_methods: null,
      amount: first?.total,
      status: 'requires_payment_method',
    });

    // The product page pays it with the order's client secret, given to its owner.
    const payment = OrderCardPaymentResponse.parse(await (await visitor.post(`/api/orders/${first?.id}/card-payment`)).json()).payment;
    expect(payment.clientSecret).toBe(intent.client_secret);
    env.stripe.payInBrowser(intent.id);
    await deliverSucceeded(intentOf(intent.id));

    const [saved] = SubscriptionListResponse.parse(await (await visitor.get('/api/subscriptions')).json()).subscriptions;
    expect(saved).toMatchObject({ id: created.id, savedPaymentMethod: true });
    expect((await ordersOf(visitor))[0]?.status).toBe('paid');
    const row = await env.app.db.selectFrom('subscriptions').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    const card = env.stripe.paymentMethods.find((candidate) => candidate.id === intentOf(intent.id).payment_method);
    expect(row).toMatchObject({ payment_customer_id: customer?.id, payment_method_id: card?.id });
    expect(card?.customer).toBe(customer?.id);
    // Ids only: nothing of the card itself is kept.
    expect(JSON.stringify(row)).not.toContain(card?.card.last4);
  });

  it('detaches the saved card at Stripe once the subscription is cancelled; a retried job finds it detached', async () => {
    const clock = { now: START };
    const store = instance(clock, []);
    const { userId, subscription, first } = await subscribedByCard(store, clock);
    const cardId = intentOf(first.payment.reference).payment_method ?? '';
    const customerId = customerOf(first) ?? '';
    expect(env.stripe.paymentMethods.find((candidate) => candidate.id === cardId)?.customer).toBe(customerId);
    expect(await store.subscriptions.cancel(userId, subscription.id)).toMatchObject({ status: 'cancelled' });
    const payload = { method: 'card' as const, customerId, paymentMethodId: cardId };
    expect(store.queue.enqueued).toEqual([{ name: FORGET_SAVED_PAYMENT_JOB.name, payload, options: { key: `forget-saved-payment:${cardId}` } }]);
    await runJob(store.queue, FORGET_SAVED_PAYMENT_JOB, payload);
    expect(env.stripe.paymentMethods.find((candidate) => candidate.id === cardId)?.customer).toBeNull();
    // Stripe refuses to detach it twice; the retry reads the card back, sees it detached, and is done.
    await runJob(store.queue, FORGET_SAVED_PAYMENT_JOB, payload);
    // The customer itself stays: a subscription switched back to card would use it again.
    expect(env.stripe.customers.map((candidate) => candidate.id)).toContain(customerId);
  });

  it('gives a cash-on-delivery subscription switched to card a Customer, whose next payment saves the card', async () => {
    const { visitor } = await registerVisitor(env.app);
    const addressId = await testAddressId(visitor);
    const product = await insertTestProduct(env.app);
    const created = SubscriptionResponse.parse(
      await (
        await visitor.post('/api/subscriptions', { items: [{ productId: product.id, quantity: 1 }], cadenceDays: 60, addressId, paymentMethod: 'cod' })
      ).json(),
    ).subscription;
    const customers = env.stripe.customers.length;
    const switched = SubscriptionResponse.parse(await (await visitor.patch(`/api/subscriptions/${created.id}`, { paymentMethod: 'card' })).json()).subscription;
    expect(switched).toMatchObject({ paymentMethod: 'card', savedPaymentMethod: false });
    expect(env.stripe.customers).toHaveLength(customers + 1);
    const back = SubscriptionResponse.parse(await (await visitor.patch(`/api/subscriptions/${created.id}`, { paymentMethod: 'cod' })).json()).subscription;
    expect(back.savedPaymentMethod).toBe(false);
    const row = await env.app.db.selectFrom('subscriptions').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ payment_customer_id: null, payment_method_id: null });
  });
});

describe(`renewals charged to the saved card on ${TEST_DATABASE_KIND}`, () => {
  it('charges 13 payments in a year for a 30-day plan, one per order, with two instances and Stripe’s webhooks racing', async () => {
    const clock = { now: START };
    const mails: Mails = [];
    const first = instance(clock, mails);
    const second = instance(clock, mails);
    const { visitor, subscription, first: firstOrder } = await subscribedByCard(first, clock);
    const customer = customerOf(firstOrder);
    // Stripe's webhook for each charge, delivered as the charge happens, racing the renewal that made it.
    const deliveries: Promise<void>[] = [];
    env.stripe.onCharge = (intent) => deliveries.push(deliverSucceeded(intent));
    try {
      await liveDays(clock, [first, second], 365);
      await Promise.all(deliveries);
    } finally {
      env.stripe.onCharge = undefined;
    }

    const orders = (await ordersOf(visitor)).filter((order) => order.promoCode === 'SUBSCRIBE_AND_SAVE');
    expect(orders.map(dayOf)).toEqual([0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330, 360]);
    expect(orders.map((order) => order.status)).toEqual(Array(13).fill('paid'));
    for (const order of orders) expect(order.timeline.filter((step) => step.status === 'paid')).toHaveLength(1);

    const charges = env.stripe.charges.filter((charge) => charge.customer === customer);
    expect(charges).toHaveLength(13);
    expect(charges.filter((charge) => charge.offSession)).toHaveLength(12);
    expect(new Set(charges.map((charge) => charge.paymentIntent))).toEqual(new Set(orders.map((order) => order.payment.reference)));
    expect(charges.map((charge) => charge.amount)).toEqual(orders.map((order) => order.total));
    // Each order's reward credited once.
    const balance = WalletResponse.parse(await (await visitor.get('/api/wallet')).json()).balance;
    expect(balance).toBe(orders.reduce((sum, order) => sum + order.rewardCoins, 0));
    expect(mails.filter((mail) => mail.key.startsWith(`subscription-problem:${subscription.id}`))).toEqual([]);
  });

  it('leaves a declined renewal awaiting payment, tells the customer, and charges it on the next day’s try', async () => {
    const clock = { now: START };
    const mails: Mails = [];
    const store = instance(clock, mails);
    const { visitor, userId, subscription } = await subscribedByCard(store, clock);
    await liveDays(clock, [store], 29);
    await liveDaysCharging('decline', clock, [store], 1); // day 30: declined
    const [, renewal] = await ordersOf(visitor);
    expect(renewal).toMatchObject({ status: 'pending_payment' });
    expect(env.stripe.declines).toContainEqual({ paymentIntent: renewal?.payment.reference, code: 'card_declined' });
    const [retrying] = await store.subscriptions.list(userId);
    expect(retrying).toMatchObject({ status: 'active', problem: 'Your card was declined: your card has insufficient funds.', unpaidOrderId: renewal?.id });
    const told = mails.filter((mail) => mail.key.startsWith(`subscription-problem:${subscription.id}`));
    expect(told.map((mail) => mail.message.subject)).toEqual(['Your Guardians subscription order is not paid yet']);
    expect(told[0]?.message.text).toContain('The order waits for its payment in your profile');
    expect(told[0]?.message.text).toContain('we try your card again in 24 hours (try 1 of 3)');
    // The order's card in the profile can pay it meanwhile.
    const payable = await visitor.post(`/api/orders/${renewal?.id}/card-payment`);
    expect(payable.status).toBe(200);

    await liveDays(clock, [store], 1); // day 31: the card goes through
    const orders = await ordersOf(visitor);
    expect(orders.map((order) => [dayOf(order), order.status])).toEqual([
      [0, 'paid'],
      [30, 'paid'],
    ]);
    expect(env.stripe.charges.filter((charge) => charge.paymentIntent === renewal?.payment.reference)).toHaveLength(1);
    const [renewed] = await store.subscriptions.list(userId);
    expect(renewed).toMatchObject({ status: 'active', problem: null, unpaidOrderId: null, lastOrderId: renewal?.id });
    // The rhythm holds: the next renewal is day 60, not a cadence after the late payment.
    expect(Math.round((Date.parse(renewed?.nextRenewalAt ?? '') - START.getTime()) / DAY_MS)).toBe(60);
  });

  it('notes a declined renewal’s failed payment once on its order, however many tries Stripe declines', async () => {
    const clock = { now: START };
    const store = instance(clock, []);
    const { visitor } = await subscribedByCard(store, clock);
    await liveDays(clock, [store], 29);
    // Stripe sends payment_intent.payment_failed for each declined confirmation, racing the renewal that asked.
    const deliveries: Promise<Response>[] = [];
    env.stripe.onDecline = (intent) => deliveries.push(env.deliver(env.stripe.signedEvent('payment_intent.payment_failed', intent, webhookSecret)));
    try {
      await liveDaysCharging('decline', clock, [store], 2); // days 30 and 31 declined
      await Promise.all(deliveries);
    } finally {
      env.stripe.onDecline = undefined;
    }
    expect(deliveries).toHaveLength(2);
    const [, renewal] = await ordersOf(visitor);
    const notes = renewal?.timeline.map((step) => step.note) ?? [];
    expect(notes.filter((note) => note === 'The card payment failed; try again or cancel the order')).toHaveLength(1);
  });

  it('pauses the subscription after the third declined try; paying the waiting order by hand resumes it at the paid period’s next renewal', async () => {
    const clock = { now: START };
    const mails: Mails = [];
    const store = instance(clock, mails);
    const { visitor, userId, subscription } = await subscribedByCard(store, clock);
    await liveDays(clock, [store], 29);
    await liveDaysCharging('decline', clock, [store], 4); // days 30, 31, 32 declined; day 33 nothing more
    const [, renewal] = await ordersOf(visitor);
    expect(env.stripe.declines.filter((decline) => decline.paymentIntent === renewal?.payment.reference)).toHaveLength(3);
    const subjects = mails.filter((mail) => mail.key.startsWith(`subscription-problem:${subscription.id}`)).map((mail) => mail.message.subject);
    expect(subjects).toEqual([
      'Your Guardians subscription order is not paid yet',
      'Your Guardians subscription order is not paid yet',
      'Your Guardians subscription is paused: the card payment failed',
    ]);
    const subscriptions = SubscriptionListResponse.parse(await (await visitor.get('/api/subscriptions')).json()).subscriptions;
    expect(subscriptions[0]).toMatchObject({
      status: 'paused',
      nextRenewalAt: null,
      problem: 'Your card was declined: your card has insufficient funds.',
      unpaidOrderId: renewal?.id,
    });
    expect(await ordersOf(visitor)).toHaveLength(2);

    // Day 33: the customer pays it by hand with another card: paid once, and the subscription goes on from the paid
    // period — its next renewal is day 60, as if the day-30 one had gone through.
    expect(env.stripe.payInBrowser(renewal?.payment.reference ?? '')).toBe(true);
    await deliverSucceeded(intentOf(renewal?.payment.reference ?? ''));
    expect((await ordersOf(visitor))[1]?.status).toBe('paid');
    const [resumed] = await store.subscriptions.list(userId);
    expect(resumed).toMatchObject({ status: 'active', problem: null, unpaidOrderId: null, lastOrderId: renewal?.id, renewalsPlaced: 2 });
    expect(Math.round((Date.parse(resumed?.nextRenewalAt ?? '') - START.getTime()) / DAY_MS)).toBe(60);
    await liveDays(clock, [store], 28); // day 61
    const orders = await ordersOf(visitor);
    expect(orders.map((order) => [dayOf(order), order.status])).toEqual([
      [0, 'paid'],
      [30, 'paid'],
      [60, 'paid'],
    ]);
  });

  it('keeps a subscription its owner paused after a decline paused when they pay the waiting order', async () => {
    const clock = { now: START };
    const store = instance(clock, []);
    const { visitor, userId, subscription } = await subscribedByCard(store, clock);
    await liveDays(clock, [store], 29);
    await liveDaysCharging('decline', clock, [store], 1); // day 30: declined once
    await store.subscriptions.pause(userId, subscription.id);
    const [, renewal] = await ordersOf(visitor);
    expect(env.stripe.payInBrowser(renewal?.payment.reference ?? '')).toBe(true);
    await deliverSucceeded(intentOf(renewal?.payment.reference ?? ''));
    // Their pause is their choice: the order is paid and counted, the subscription stays paused until they resume it.
    expect((await store.subscriptions.list(userId))[0]).toMatchObject({ status: 'paused', problem: null, unpaidOrderId: null, lastOrderId: renewal?.id });
    expect((await ordersOf(visitor))[1]?.status).toBe('paid');
  });

  it('asks the customer when the bank wants them to confirm the payment themselves', async () => {
    const clock = { now: START };
    const mails: Mails = [];
    const store = instance(clock, mails);
    const { visitor, userId } = await subscribedByCard(store, clock);
    await liveDays(clock, [store], 29);
    await liveDaysCharging('authentication_required', clock, [store], 1);
    const [, renewal] = await ordersOf(visitor);
    expect(env.stripe.declines).toContainEqual({ paymentIntent: renewal?.payment.reference, code: 'authentication_required' });
    expect((await store.subscriptions.list(userId))[0]?.problem).toBe('Your card was declined: your bank asks you to confirm this payment yourself.');
    expect(renewal?.status).toBe('pending_payment');
  });

  it('charges once when two instances retry a declined renewal its owner has just paid by hand, before Stripe’s webhook', async () => {
    const clock = { now: START };
    const mails: Mails = [];
    const first = instance(clock, mails);
    const second = instance(clock, mails);
    const { visitor, userId } = await subscribedByCard(first, clock);
    await liveDays(clock, [first], 29);
    await liveDaysCharging('decline', clock, [first], 1); // day 30: declined, tried again tomorrow
    const [, renewal] = await ordersOf(visitor);
    const reference = renewal?.payment.reference ?? '';
    clock.now = new Date(clock.now.getTime() + DAY_MS);
    // Day 31: the owner has just paid it in the card form; Stripe's webhook comes only after the retries ran.
    expect(env.stripe.payInBrowser(reference)).toBe(true);
    await Promise.all([first.renewals.renewDue(clock.now), second.renewals.renewDue(clock.now), first.renewals.renewDue(clock.now)]);
    await deliverSucceeded(intentOf(reference));

    expect(env.stripe.charges.filter((charge) => charge.paymentIntent === reference)).toHaveLength(1);
    const orders = await ordersOf(visitor);
    expect(orders).toHaveLength(2);
    expect(orders[1]?.status).toBe('paid');
    expect(orders[1]?.timeline.filter((step) => step.status === 'paid')).toHaveLength(1);
    const balance = WalletResponse.parse(await (await visitor.get('/api/wallet')).json()).balance;
    expect(balance).toBe(orders.reduce((sum, order) => sum + order.rewardCoins, 0));
    expect((await first.subscriptions.list(userId))[0]).toMatchObject({ status: 'active', problem: null, lastOrderId: renewal?.id });
  });
});
