// Issue 44 on practitioners' plans: a client subscribes to a plan (its items, the server's prices, the subscription
// discount, the first order at once, the plan marked ordered), and the practitioner sees, for each client who shares
// their orders, whether the newest plan is still refilled or has lapsed — each such read in the client's access log.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AccessLogResponse, CareConsentResponse } from '@common/contracts/care';
import type { CareScope } from '@common/contracts/care';
import { OrderListResponse } from '@common/contracts/orders';
import { CarePlanListResponse, PlanRefillListResponse, SendPlanResponse, SubscribePlanResponse } from '@common/contracts/protocols';
import type { PlanRefill } from '@common/contracts/protocols';
import { SubscriptionListResponse, SubscriptionResponse } from '@common/contracts/subscriptions';
import { registerVisitor } from '../../test/accounts-helpers';
import type { RegisteredVisitor } from '../../test/accounts-helpers';
import { insertTestProduct, purchase, testAddressId } from '../../test/commerce-helpers';
import { expectPractitionersOnly, practitionerWithProfile } from '../../test/practitioner-helpers';
import type { TestPractitioner } from '../../test/practitioner-helpers';
import { readErrorBody, TEST_DATABASE_KIND } from '../../test/test-context';
import type { TestVisitor } from '../../test/test-visitor';
import { useTestApp } from '../../test/use-test-app';

const app = useTestApp({ publicReadTtlMs: 0, accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } } });

const DAY_MS = 86_400_000;

async function client(doctor: TestPractitioner, scopes: CareScope[] = ['orders']): Promise<RegisteredVisitor & { consentId: string }> {
  const registered = await registerVisitor(app, { label: 'client' });
  const response = await registered.visitor.post('/api/care/consents', { practitionerId: doctor.expertId, scopes });
  expect(response.status).toBe(201);
  return { ...registered, consentId: CareConsentResponse.parse(await response.json()).consent.id };
}

const item = (productId: string, quantity = 1) => ({ productId, quantity, dose: '1 capsule', frequency: 'daily', timing: '', durationDays: 30, notes: '' });

async function sendPlan(doctor: TestVisitor, clientId: string, items: ReturnType<typeof item>[], title = 'Heart basics') {
  const response = await doctor.post(`/api/partner/clients/${clientId}/plans`, { title, items, message: '' });
  expect(response.status, await response.clone().text()).toBe(201);
  return SendPlanResponse.parse(await response.json()).plan;
}

async function subscribeToPlan(visitor: TestVisitor, planId: string, body: Record<string, unknown> = {}): Promise<Response> {
  return visitor.post(`/api/care/plans/${planId}/subscribe`, { cadenceDays: 60, addressId: await testAddressId(visitor), paymentMethod: 'cod', ...body });
}

async function refillsOf(doctor: TestVisitor): Promise<PlanRefill[]> {
  const response = await doctor.get('/api/partner/plan-refills');
  expect(response.status).toBe(200);
  return PlanRefillListResponse.parse(await response.json()).refills;
}

/** Moves a plan, or an order, back in time: the same as the server's clock moving forward. */
async function sentDaysAgo(planId: string, days: number): Promise<void> {
  await app.db
    .updateTable('care_plans')
    .set({ sent_at: new Date(Date.now() - days * DAY_MS).toISOString() })
    .where('id', '=', planId)
    .execute();
}
async function placedDaysAgo(orderId: string, days: number): Promise<void> {
  await app.db
    .updateTable('orders')
    .set({ created_at: new Date(Date.now() - days * DAY_MS).toISOString() })
    .where('id', '=', orderId)
    .execute();
}

describe(`subscribing to a practitioner's plan on ${TEST_DATABASE_KIND}`, () => {
  it("subscribes to the plan's items at the server's prices and discount, places the first order and marks the plan ordered", async () => {
    const doctor = await practitionerWithProfile(app);
    const { visitor, userId } = await client(doctor);
    const omega = await insertTestProduct(app, { price: 40_000, original_price: 40_000, stock: 50 });
    const magnesium = await insertTestProduct(app, { price: 30_000, original_price: 30_000, stock: 50 });
    const plan = await sendPlan(doctor.visitor, userId, [item(omega.id, 2), item(magnesium.id)]);

    const response = await subscribeToPlan(visitor, plan.id, { cadenceDays: 90 });
    expect(response.status, await response.clone().text()).toBe(201);
    const { subscription, plan: ordered } = SubscribePlanResponse.parse(await response.json());
    expect(subscription).toMatchObject({ status: 'active', cadenceDays: 90, planId: plan.id, discountPercent: 5, renewalsPlaced: 1, nextGoodsTotal: 104_500 });
    expect(subscription.items.map((line) => [line.productId, line.quantity, line.unitPrice])).toEqual(
      [
        [omega.id, 2, 40_000],
        [magnesium.id, 1, 30_000],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect(ordered).toMatchObject({ status: 'ordered', orderId: subscription.lastOrderId });
    const [order] = OrderListResponse.parse(await (await visitor.get('/api/orders')).json()).orders;
    expect(order).toMatchObject({ id: subscription.lastOrderId, subtotal: 110_000, discount: 5_500, promoCode: 'SUBSCRIBE_AND_SAVE' });
    const listed = SubscriptionListResponse.parse(await (await visitor.get('/api/subscriptions')).json()).subscriptions;
    expect(listed.map((entry) => [entry.id, entry.planId])).toEqual([[subscription.id, plan.id]]);
    // The practitioner sees the plan ordered, as after "Order this plan".
    const sent = CarePlanListResponse.parse(await (await doctor.visitor.get(`/api/partner/clients/${userId}/plans`)).json()).plans;
    expect(sent[0]).toMatchObject({ id: plan.id, status: 'ordered' });
  });

  it('refuses what it cannot keep, and keeps nothing: another’s plan, twice, a sold-out item, bad input, signed out', async () => {
    const doctor = await practitionerWithProfile(app);
    const { visitor, userId } = await client(doctor);
    const product = await insertTestProduct(app, { stock: 5 });
    const plan = await sendPlan(doctor.visitor, userId, [item(product.id)]);

    expect((await app.postJson(`/api/care/plans/${plan.id}/subscribe`, { cadenceDays: 30, addressId: 'x' })).status).toBe(401);
    const { visitor: stranger } = await registerVisitor(app);
    expect((await readErrorBody(await subscribeToPlan(stranger, plan.id))).code).toBe('PLAN_NOT_FOUND');
    expect((await readErrorBody(await subscribeToPlan(visitor, randomUUID()))).code).toBe('PLAN_NOT_FOUND');
    expect((await readErrorBody(await subscribeToPlan(visitor, plan.id, { cadenceDays: 45 }))).code).toBe('VALIDATION_FAILED');
    // Items come from the plan: a request naming its own is refused rather than obeyed.
    const withItems = await subscribeToPlan(visitor, plan.id, { items: [{ productId: product.id, quantity: 20 }] });
    expect(withItems.status).toBe(201);
    expect(SubscribePlanResponse.parse(await withItems.json()).subscription.items[0]?.quantity).toBe(1);
    const twice = await subscribeToPlan(visitor, plan.id);
    expect(twice.status).toBe(409);
    expect((await readErrorBody(twice)).code).toBe('PLAN_ALREADY_SUBSCRIBED');
    expect((await readErrorBody(await subscribeToPlan(visitor, plan.id, { addressId: randomUUID() }))).code).toBe('ADDRESS_NOT_FOUND');
    expect((await readErrorBody(await subscribeToPlan(visitor, plan.id, { paymentMethod: 'card' }))).code).toBe('PAYMENT_METHOD_UNAVAILABLE');

    // Cancelled, the plan may be subscribed to again — unless an item is sold out, when nothing is kept.
    const [first] = SubscriptionListResponse.parse(await (await visitor.get('/api/subscriptions')).json()).subscriptions;
    expect(SubscriptionResponse.parse(await (await visitor.post(`/api/subscriptions/${first?.id}/cancel`)).json()).subscription.status).toBe('cancelled');
    await app.db.updateTable('products').set({ stock: 0 }).where('id', '=', product.id).execute();
    const soldOut = await subscribeToPlan(visitor, plan.id);
    expect(soldOut.status).toBe(409);
    expect((await readErrorBody(soldOut)).code).toBe('PLAN_ITEM_UNAVAILABLE');
    await app.db.updateTable('products').set({ stock: 5 }).where('id', '=', product.id).execute();
    expect((await subscribeToPlan(visitor, plan.id)).status).toBe(201);
    const all = SubscriptionListResponse.parse(await (await visitor.get('/api/subscriptions')).json()).subscriptions;
    expect(all.map((entry) => entry.status)).toEqual(['active', 'cancelled']);
  });

  it('keeps one subscription when the same plan is subscribed to twice at once', async () => {
    const doctor = await practitionerWithProfile(app);
    const { visitor, userId } = await client(doctor);
    const product = await insertTestProduct(app, { stock: 50 });
    const plan = await sendPlan(doctor.visitor, userId, [item(product.id)]);
    await testAddressId(visitor);
    const answers = await Promise.all([subscribeToPlan(visitor, plan.id), subscribeToPlan(visitor, plan.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const kept = SubscriptionListResponse.parse(await (await visitor.get('/api/subscriptions')).json()).subscriptions;
    expect(kept).toHaveLength(1);
  });
});

describe(`plan refills a practitioner sees on ${TEST_DATABASE_KIND}`, () => {
  it('is for practitioners only', async () => {
    await expectPractitionersOnly(app, [['GET', '/api/partner/plan-refills']]);
  });

  it('says per client whether the newest plan is subscribed, supplied, paused, cancelled, lapsed or not ordered', async () => {
    const doctor = await practitionerWithProfile(app);
    const product = await insertTestProduct(app, { stock: 500 });
    const other = await insertTestProduct(app, { stock: 500 });

    const subscriber = await client(doctor);
    const subscribed = await sendPlan(doctor.visitor, subscriber.userId, [item(product.id)]);
    const subscription = SubscribePlanResponse.parse(await (await subscribeToPlan(subscriber.visitor, subscribed.id)).json()).subscription;

    const onceRecently = await client(doctor);
    const recent = await sendPlan(doctor.visitor, onceRecently.userId, [item(product.id)]);
    await sentDaysAgo(recent.id, 12);
    const recentOrder = (await (await purchase(onceRecently.visitor, { items: [{ productId: product.id, quantity: 1 }] })).json()) as { order: { id: string } };
    await placedDaysAgo(recentOrder.order.id, 10);

    const lapsing = await client(doctor);
    const lapsed = await sendPlan(doctor.visitor, lapsing.userId, [item(product.id), item(other.id)]);
    await sentDaysAgo(lapsed.id, 40);
    // Any of the plan's products counts as a refill of it; the newest such order decides.
    const old = (await (await purchase(lapsing.visitor, { items: [{ productId: other.id, quantity: 1 }] })).json()) as { order: { id: string } };
    await placedDaysAgo(old.order.id, 31);
    // An order without the plan's products refills nothing.
    await purchase(lapsing.visitor, { items: [{ productId: (await insertTestProduct(app)).id, quantity: 1 }] });

    const pausing = await client(doctor);
    const paused = await sendPlan(doctor.visitor, pausing.userId, [item(product.id)]);
    const pausedSubscription = SubscribePlanResponse.parse(await (await subscribeToPlan(pausing.visitor, paused.id)).json()).subscription;
    await pausing.visitor.post(`/api/subscriptions/${pausedSubscription.id}/pause`);

    const cancelling = await client(doctor);
    const cancelled = await sendPlan(doctor.visitor, cancelling.userId, [item(product.id)]);
    const cancelledSubscription = SubscribePlanResponse.parse(await (await subscribeToPlan(cancelling.visitor, cancelled.id)).json()).subscription;
    await cancelling.visitor.post(`/api/subscriptions/${cancelledSubscription.id}/cancel`);
    // Cancelled 61 days after its 60-day delivery: lapsed, as the pause would be.
    const lapsedAfterCancel = await client(doctor);
    const cancelledLong = await sendPlan(doctor.visitor, lapsedAfterCancel.userId, [item(product.id)]);
    const longAgo = SubscribePlanResponse.parse(await (await subscribeToPlan(lapsedAfterCancel.visitor, cancelledLong.id)).json()).subscription;
    await lapsedAfterCancel.visitor.post(`/api/subscriptions/${longAgo.id}/cancel`);
    await sentDaysAgo(cancelledLong.id, 70);
    await placedDaysAgo(longAgo.lastOrderId ?? '', 61);

    const waiting = await client(doctor);
    const notOrdered = await sendPlan(doctor.visitor, waiting.userId, [item(product.id)]);

    const refills = new Map((await refillsOf(doctor.visitor)).map((refill) => [refill.clientId, refill]));
    expect(refills.get(subscriber.userId)).toMatchObject({
      planId: subscribed.id,
      status: 'subscribed',
      cadenceDays: 60,
      nextDeliveryAt: subscription.nextRenewalAt,
    });
    expect(refills.get(onceRecently.userId)).toMatchObject({ planId: recent.id, status: 'supplied', cadenceDays: null });
    expect(Date.parse(refills.get(onceRecently.userId)?.suppliedUntil ?? '')).toBeGreaterThan(Date.now() + 19 * DAY_MS);
    expect(refills.get(lapsing.userId)).toMatchObject({ planId: lapsed.id, status: 'lapsed' });
    expect(Date.parse(refills.get(lapsing.userId)?.suppliedUntil ?? '')).toBeLessThan(Date.now());
    expect(refills.get(pausing.userId)).toMatchObject({ status: 'paused', cadenceDays: 60 });
    expect(refills.get(cancelling.userId)).toMatchObject({ status: 'cancelled' });
    expect(refills.get(lapsedAfterCancel.userId)).toMatchObject({ status: 'lapsed', cadenceDays: 60 });
    expect(refills.get(waiting.userId)).toMatchObject({ planId: notOrdered.id, status: 'not_ordered', lastOrderAt: null });
    expect(refills.size).toBe(7);
  });

  it('reads only clients who share their orders, only its own plans, the newest one, and logs each read for the client', async () => {
    const doctor = await practitionerWithProfile(app, 'doctor', 'Dr Ananya Sharma');
    const colleague = await practitionerWithProfile(app, 'nutritionist', 'Ravi Menon');
    const product = await insertTestProduct(app, { stock: 100 });

    const sharing = await client(doctor);
    const older = await sendPlan(doctor.visitor, sharing.userId, [item(product.id)], 'First plan');
    await sentDaysAgo(older.id, 50);
    await purchase(sharing.visitor, { items: [{ productId: product.id, quantity: 1 }] });
    const newer = await sendPlan(doctor.visitor, sharing.userId, [item(product.id)], 'Second plan');

    const assessmentsOnly = await client(doctor, ['assessments']);
    await sendPlan(doctor.visitor, assessmentsOnly.userId, [item(product.id)]);
    const revoking = await client(doctor);
    await sendPlan(doctor.visitor, revoking.userId, [item(product.id)]);
    expect((await revoking.visitor.request(`/api/care/consents/${revoking.consentId}`, { method: 'DELETE' })).status).toBe(200);
    const noPlan = await client(doctor);

    const refills = await refillsOf(doctor.visitor);
    expect(refills.map((refill) => [refill.clientId, refill.planTitle])).toEqual([[sharing.userId, 'Second plan']]);
    // The newer plan replaces the first: an order placed before it was sent does not refill it.
    expect(refills[0]).toMatchObject({ planId: newer.id, status: 'not_ordered' });
    expect(await refillsOf(colleague.visitor)).toEqual([]);

    const log = AccessLogResponse.parse(await (await sharing.visitor.get('/api/care/access-log')).json()).entries;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ scopes: ['orders'], practitioner: { name: 'Dr Ananya Sharma' } });
    for (const unread of [assessmentsOnly, revoking, noPlan]) {
      expect(AccessLogResponse.parse(await (await unread.visitor.get('/api/care/access-log')).json()).entries).toEqual([]);
    }
  });
});
