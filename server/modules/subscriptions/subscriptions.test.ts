// Subscribe & save through the API, and its renewals over a simulated year on an injected clock: exactly one order
// per renewal (two instances at once included), skips, pauses, a moved date, price changes announced before they
// apply, and failed renewals retried, told and finally paused.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OrderListResponse } from '@common/contracts/orders';
import type { Order } from '@common/contracts/orders';
import { SubscriptionListResponse, SubscriptionResponse } from '@common/contracts/subscriptions';
import type { Subscription } from '@common/contracts/subscriptions';
import { registerVisitor } from '../../test/accounts-helpers';
import { insertTestProduct, testAddressId } from '../../test/commerce-helpers';
import { readErrorBody, TEST_DATABASE_KIND } from '../../test/test-context';
import type { TestVisitor } from '../../test/test-visitor';
import { DAY_MS, liveDays, subscriptionStore } from '../../test/subscription-store';
import type { Mails, SubscriptionStore } from '../../test/subscription-store';
import { useTestApp } from '../../test/use-test-app';

const app = useTestApp({ publicReadTtlMs: 0, accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } } });

const START = new Date('2027-01-04T09:00:00.000Z');

async function readSubscription(response: Response, status = 200): Promise<Subscription> {
  expect(response.status).toBe(status);
  return SubscriptionResponse.parse(await response.json()).subscription;
}

async function ordersOf(visitor: TestVisitor): Promise<Order[]> {
  return OrderListResponse.parse(await (await visitor.get('/api/orders')).json()).orders;
}

function instance(clock: { now: Date }, mails: Mails): SubscriptionStore {
  return subscriptionStore(app.db, clock, mails);
}

/** A customer with an address, a product of ample stock and a 30-day subscription made at START on `store`. */
async function subscribed(store: SubscriptionStore, clock: { now: Date }, fields: { price?: number; stock?: number } = {}) {
  const { visitor, userId } = await registerVisitor(app);
  const addressId = await testAddressId(visitor);
  const product = await insertTestProduct(app, { price: fields.price ?? 100_000, original_price: fields.price ?? 100_000, stock: fields.stock ?? 1_000 });
  const subscription = await store.subscriptions.create(
    userId,
    { items: [{ productId: product.id, quantity: 1 }], cadenceDays: 30, addressId, paymentMethod: 'cod' },
    (row) => store.renewals.renew(row, clock.now, { rethrow: true }),
  );
  return { visitor, userId, product, subscription };
}

describe(`subscribe & save through the API on ${TEST_DATABASE_KIND}`, () => {
  it('tells anyone the discount and the ways of paying before they sign in', async () => {
    const options = await app.request('/api/checkout/options');
    expect(options.status).toBe(200);
    expect(await options.json()).toEqual({ paymentMethods: ['cod'], subscriptionDiscountPercent: 5, razorpayKeyId: null, cardPublishableKey: null });
  });

  it('subscribes with the first order placed at the discount, lists it and lets the customer change everything', async () => {
    const { visitor } = await registerVisitor(app);
    const addressId = await testAddressId(visitor);
    const product = await insertTestProduct(app, { price: 80_000, original_price: 80_000, stock: 10 });
    const created = await readSubscription(
      await visitor.post('/api/subscriptions', { items: [{ productId: product.id, quantity: 2 }], cadenceDays: 60, addressId, paymentMethod: 'cod' }),
      201,
    );
    expect(created).toMatchObject({ status: 'active', cadenceDays: 60, discountPercent: 5, renewalsPlaced: 1, nextGoodsTotal: 152_000, problem: null });
    expect(created.items).toEqual([expect.objectContaining({ productId: product.id, quantity: 2, unitPrice: 80_000, priceChange: null, available: true })]);
    const [first] = await ordersOf(visitor);
    expect(first?.id).toBe(created.lastOrderId);
    expect(first).toMatchObject({ subtotal: 160_000, discount: 8_000, promoCode: 'SUBSCRIBE_AND_SAVE' });
    expect(first?.timeline[0]?.note).toBe('Subscription order placed: pay in cash on delivery');
    expect(Date.parse(created.nextRenewalAt ?? '') - Date.parse(first?.createdAt ?? '')).toBeGreaterThan(59 * DAY_MS);

    const listed = SubscriptionListResponse.parse(await (await visitor.get('/api/subscriptions')).json()).subscriptions;
    expect(listed.map((subscription) => subscription.id)).toEqual([created.id]);

    const changed = await readSubscription(
      await visitor.patch(`/api/subscriptions/${created.id}`, { cadenceDays: 30, items: [{ productId: product.id, quantity: 1 }] }),
    );
    expect(changed).toMatchObject({ cadenceDays: 30, nextGoodsTotal: 76_000 });
    const tomorrowish = new Date(Date.now() + 3 * DAY_MS).toISOString().slice(0, 10);
    const moved = await readSubscription(await visitor.patch(`/api/subscriptions/${created.id}`, { nextDeliveryOn: tomorrowish }));
    expect(moved.nextRenewalAt?.slice(0, 10)).toBe(tomorrowish);
    const badDate = await visitor.patch(`/api/subscriptions/${created.id}`, { nextDeliveryOn: '2020-01-01' });
    expect((await readErrorBody(badDate)).code).toBe('SUBSCRIPTION_DATE_INVALID');

    const skipped = await readSubscription(await visitor.post(`/api/subscriptions/${created.id}/skip`));
    expect(Date.parse(skipped.nextRenewalAt ?? '') - Date.parse(moved.nextRenewalAt ?? '')).toBe(30 * DAY_MS);
    expect((await readSubscription(await visitor.post(`/api/subscriptions/${created.id}/pause`))).status).toBe('paused');
    expect((await visitor.post(`/api/subscriptions/${created.id}/skip`)).status).toBe(409);
    expect((await readSubscription(await visitor.post(`/api/subscriptions/${created.id}/resume`))).status).toBe('active');
    expect((await readSubscription(await visitor.post(`/api/subscriptions/${created.id}/cancel`))).status).toBe('cancelled');
    const again = await visitor.post(`/api/subscriptions/${created.id}/cancel`);
    expect((await readErrorBody(again)).code).toBe('SUBSCRIPTION_STATUS_CONFLICT');
    expect((await ordersOf(visitor)).length).toBe(1);
  });

  it('refuses what it cannot keep: signed out, others’ subscriptions, bad cadence, card without Stripe, sold out (nothing kept)', async () => {
    const { visitor } = await registerVisitor(app);
    const addressId = await testAddressId(visitor);
    const product = await insertTestProduct(app, { stock: 1 });
    const body = { items: [{ productId: product.id, quantity: 1 }], cadenceDays: 30, addressId };
    expect((await app.request('/api/subscriptions')).status).toBe(401);
    expect((await readErrorBody(await visitor.post('/api/subscriptions', { ...body, cadenceDays: 45 }))).code).toBe('VALIDATION_FAILED');
    expect((await readErrorBody(await visitor.post('/api/subscriptions', { ...body, paymentMethod: 'card' }))).code).toBe('PAYMENT_METHOD_UNAVAILABLE');
    expect((await readErrorBody(await visitor.post('/api/subscriptions', { ...body, addressId: randomUUID() }))).code).toBe('ADDRESS_NOT_FOUND');
    const soldOut = await visitor.post('/api/subscriptions', { ...body, items: [{ productId: product.id, quantity: 2 }] });
    expect(soldOut.status).toBe(409);
    expect((await readErrorBody(soldOut)).code).toBe('OUT_OF_STOCK');
    expect(SubscriptionListResponse.parse(await (await visitor.get('/api/subscriptions')).json()).subscriptions).toEqual([]);

    const mine = await readSubscription(await visitor.post('/api/subscriptions', body), 201);
    const { visitor: stranger } = await registerVisitor(app);
    expect((await stranger.post(`/api/subscriptions/${mine.id}/pause`)).status).toBe(404);
    expect((await stranger.patch(`/api/subscriptions/${mine.id}`, { cadenceDays: 90 })).status).toBe(404);
    expect((await readErrorBody(await visitor.patch(`/api/subscriptions/${mine.id}`, {}))).code).toBe('VALIDATION_FAILED');
  });

  it('skips once by the reminder’s link, signed out, and refuses the link the second time', async () => {
    const clock = { now: START };
    const mails: Mails = [];
    const store = instance(clock, mails);
    const { subscription } = await subscribed(store, clock);
    await liveDays(clock, [store], 27);
    const reminder = mails.find((mail) => mail.key.startsWith(`subscription-reminder:${subscription.id}`));
    const token = /skip\?token=([\w-]+)/.exec(reminder?.message.text ?? '')?.[1];
    expect(token).toBeDefined();
    const skipped = await app.postJson('/api/subscriptions/skip-by-link', { token });
    expect(skipped.status).toBe(200);
    const answer = (await skipped.json()) as { skippedRenewalAt: string; nextRenewalAt: string };
    expect(Date.parse(answer.nextRenewalAt) - Date.parse(answer.skippedRenewalAt)).toBe(30 * DAY_MS);
    const reused = await app.postJson('/api/subscriptions/skip-by-link', { token });
    expect((await readErrorBody(reused)).code).toBe('SKIP_LINK_INVALID');
  });
});

describe(`renewals over a simulated year on ${TEST_DATABASE_KIND}`, () => {
  it('places exactly 13 orders in a year for a 30-day plan, with two instances renewing at once, each after its reminder', async () => {
    const clock = { now: START };
    const mails: Mails = [];
    const first = instance(clock, mails);
    const second = instance(clock, mails);
    const { visitor, subscription } = await subscribed(first, clock);
    await liveDays(clock, [first, second], 365);
    const orders = (await ordersOf(visitor)).filter((order) => order.promoCode === 'SUBSCRIBE_AND_SAVE');
    expect(orders).toHaveLength(13);
    const days = orders.map((order) => Math.round((Date.parse(order.createdAt) - START.getTime()) / DAY_MS)).sort((a, b) => a - b);
    expect(days).toEqual([0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330, 360]);
    const reminders = mails.filter((mail) => mail.key.startsWith(`subscription-reminder:${subscription.id}`));
    // One before each renewal after the first, which was placed as the customer subscribed.
    expect(reminders).toHaveLength(12);
    expect(new Set(reminders.map((mail) => mail.key)).size).toBe(12);
    expect(reminders[0]?.message.subject).toBe('Your Guardians subscription renews on Wednesday 3 February');
  });

  it('skips, pauses, resumes and moves the date: fewer orders, on the days asked', async () => {
    const clock = { now: START };
    const store = instance(clock, []);
    const { visitor, userId, subscription } = await subscribed(store, clock);
    await liveDays(clock, [store], 20);
    await store.subscriptions.skip(userId, subscription.id); // day 30 skipped: day 60 next
    await liveDays(clock, [store], 45); // day 65: the day-60 order placed
    await store.subscriptions.pause(userId, subscription.id);
    await liveDays(clock, [store], 60); // day 125: nothing while paused
    await store.subscriptions.resume(userId, subscription.id); // overdue: a cadence from now, day 155
    await liveDays(clock, [store], 10); // day 135
    await store.subscriptions.update(userId, subscription.id, { nextDeliveryOn: '2027-05-30' }); // day 146
    await liveDays(clock, [store], 20); // day 155
    const days = (await ordersOf(visitor)).map((order) => Math.round((Date.parse(order.createdAt) - START.getTime()) / DAY_MS)).sort((a, b) => a - b);
    expect(days).toEqual([0, 60, 146]);
  });

  it('announces a price rise in the reminder before charging it, and passes a price drop on at once', async () => {
    const clock = { now: START };
    const mails: Mails = [];
    const store = instance(clock, mails);
    const { visitor, product, subscription } = await subscribed(store, clock, { price: 100_000 });
    await liveDays(clock, [store], 28); // the day-30 reminder went out on day 27, at ₹1,000
    await app.db.updateTable('products').set({ price: 120_000, original_price: 120_000 }).where('id', '=', product.id).execute();
    await liveDays(clock, [store], 2); // day 30: renewed at the announced ₹1,000, not the new price
    await liveDays(clock, [store], 27); // day 57: the day-60 reminder announces ₹1,200
    const announced = mails.filter((mail) => mail.key.startsWith(`subscription-reminder:${subscription.id}`)).at(-1);
    expect(announced?.message.text).toContain('Price change: ');
    expect(announced?.message.text).toContain('is now ₹1,200.00 a unit (it was ₹1,000.00)');
    await liveDays(clock, [store], 3); // day 60: ₹1,200
    await app.db.updateTable('products').set({ price: 90_000, original_price: 90_000 }).where('id', '=', product.id).execute();
    await liveDays(clock, [store], 30); // day 90: the drop applies without waiting
    const unitPrices = (await ordersOf(visitor)).sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt)).map((order) => order.lines[0]?.unitPrice);
    expect(unitPrices).toEqual([100_000, 100_000, 120_000, 90_000]);
  });

  it('tries a refused renewal again a day later, tells the customer each time, and pauses after the third try', async () => {
    const clock = { now: START };
    const mails: Mails = [];
    const store = instance(clock, mails);
    const { visitor, userId, product, subscription } = await subscribed(store, clock, { stock: 1 });
    await liveDays(clock, [store], 33); // days 30, 31, 32: sold out three times
    const problems = mails.filter((mail) => mail.key.startsWith(`subscription-problem:${subscription.id}`));
    expect(problems.map((mail) => mail.message.subject)).toEqual([
      'Your Guardians subscription order could not be placed',
      'Your Guardians subscription order could not be placed',
      'Your Guardians subscription is paused',
    ]);
    expect(problems[0]?.message.text).toContain('We try again in 24 hours (try 1 of 3)');
    const [paused] = await store.subscriptions.list(userId);
    expect(paused).toMatchObject({ status: 'paused', nextRenewalAt: null });
    expect(paused?.problem).toMatch(/out of stock/);
    expect(await ordersOf(visitor)).toHaveLength(1);

    await app.db.updateTable('products').set({ stock: 5 }).where('id', '=', product.id).execute();
    const resumed = await store.subscriptions.resume(userId, subscription.id);
    expect(resumed.problem).toBeNull();
    await liveDays(clock, [store], 31);
    expect(await ordersOf(visitor)).toHaveLength(2);
  });
});
