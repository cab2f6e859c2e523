// The in-app side of the renewal reminder (issue 44): three days before a renewal the subscription says so
// (reminderDue), the app is handed the reminder once per renewal, "Keep it" answers it for that renewal only, and a skip
// through the existing path moves on to the next one.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SubscriptionListResponse, SubscriptionRemindersResponse, SubscriptionResponse } from '@common/contracts/subscriptions';
import type { Subscription, SubscriptionReminder } from '@common/contracts/subscriptions';
import { registerVisitor } from '../../test/accounts-helpers';
import { insertTestProduct, testAddressId } from '../../test/commerce-helpers';
import { readErrorBody, TEST_DATABASE_KIND } from '../../test/test-context';
import type { TestVisitor } from '../../test/test-visitor';
import { useTestApp } from '../../test/use-test-app';

const app = useTestApp({ publicReadTtlMs: 0, accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } } });

const DAY_MS = 86_400_000;

async function subscribed(visitor: TestVisitor): Promise<Subscription> {
  const product = await insertTestProduct(app, { name: `Omega-3 ${randomUUID().slice(0, 6)}`, price: 60_000, original_price: 60_000, stock: 100 });
  const response = await visitor.post('/api/subscriptions', {
    items: [{ productId: product.id, quantity: 2 }],
    cadenceDays: 30,
    addressId: await testAddressId(visitor),
    paymentMethod: 'cod',
  });
  expect(response.status).toBe(201);
  return SubscriptionResponse.parse(await response.json()).subscription;
}

/** Moves the next renewal to `days` from now: the same as the clock reaching that many days before it. */
async function renewsIn(id: string, days: number): Promise<string> {
  const at = new Date(Date.now() + days * DAY_MS).toISOString();
  await app.db.updateTable('subscriptions').set({ next_renewal_at: at }).where('id', '=', id).execute();
  return at;
}

async function listed(visitor: TestVisitor, id: string): Promise<Subscription | undefined> {
  return SubscriptionListResponse.parse(await (await visitor.get('/api/subscriptions')).json()).subscriptions.find((entry) => entry.id === id);
}

async function reminders(visitor: TestVisitor): Promise<SubscriptionReminder[]> {
  const response = await visitor.get('/api/subscriptions/reminders');
  expect(response.status).toBe(200);
  return SubscriptionRemindersResponse.parse(await response.json()).reminders;
}

describe(`the in-app renewal reminder on ${TEST_DATABASE_KIND}`, () => {
  it('is due three days before a renewal, handed to the app once, and answered by "Keep it" for that renewal only', async () => {
    const { visitor } = await registerVisitor(app);
    const subscription = await subscribed(visitor);
    expect((await listed(visitor, subscription.id))?.reminderDue).toBe(false);
    expect(await reminders(visitor)).toEqual([]);

    const renewalAt = await renewsIn(subscription.id, 2.5);
    expect((await listed(visitor, subscription.id))?.reminderDue).toBe(true);
    const [reminder, ...more] = await reminders(visitor);
    expect(more).toEqual([]);
    expect(reminder).toEqual({
      subscriptionId: subscription.id,
      renewalAt,
      items: [{ name: subscription.items[0]?.name, quantity: 2 }],
      goodsTotal: 114_000,
      currency: 'INR',
    });
    // Once per renewal: another tab or device is not handed it again; the profile still shows it until answered.
    expect(await reminders(visitor)).toEqual([]);
    expect((await listed(visitor, subscription.id))?.reminderDue).toBe(true);

    const stale = await visitor.post(`/api/subscriptions/${subscription.id}/keep`, { renewalAt: new Date(Date.now() + DAY_MS).toISOString() });
    expect(stale.status).toBe(409);
    expect((await readErrorBody(stale)).code).toBe('REMINDER_OUTDATED');
    const kept = await visitor.post(`/api/subscriptions/${subscription.id}/keep`, { renewalAt });
    expect(kept.status).toBe(200);
    expect(SubscriptionResponse.parse(await kept.json()).subscription).toMatchObject({ reminderDue: false, status: 'active', nextRenewalAt: renewalAt });

    // A new date is a new renewal: its own reminder.
    const moved = await renewsIn(subscription.id, 1);
    expect((await listed(visitor, subscription.id))?.reminderDue).toBe(true);
    expect((await reminders(visitor)).map((entry) => entry.renewalAt)).toEqual([moved]);
  });

  it('skips the reminded delivery through the existing skip: the next one is a cadence later, with no reminder yet', async () => {
    const { visitor } = await registerVisitor(app);
    const subscription = await subscribed(visitor);
    const renewalAt = await renewsIn(subscription.id, 2);
    expect(await reminders(visitor)).toHaveLength(1);
    const skipped = SubscriptionResponse.parse(await (await visitor.post(`/api/subscriptions/${subscription.id}/skip`)).json()).subscription;
    expect(Date.parse(skipped.nextRenewalAt ?? '') - Date.parse(renewalAt)).toBe(30 * DAY_MS);
    expect(skipped.reminderDue).toBe(false);
    expect(await reminders(visitor)).toEqual([]);
    // "Keep it" on the skipped delivery is too late.
    expect((await readErrorBody(await visitor.post(`/api/subscriptions/${subscription.id}/keep`, { renewalAt }))).code).toBe('REMINDER_OUTDATED');
  });

  it('refuses what it cannot answer: signed out, another’s subscription, no date, a paused one; nothing for paused ones', async () => {
    const { visitor } = await registerVisitor(app);
    const subscription = await subscribed(visitor);
    const renewalAt = await renewsIn(subscription.id, 2);
    expect((await app.request('/api/subscriptions/reminders')).status).toBe(401);
    expect((await app.postJson(`/api/subscriptions/${subscription.id}/keep`, { renewalAt })).status).toBe(401);
    const { visitor: stranger } = await registerVisitor(app);
    expect(await reminders(stranger)).toEqual([]);
    expect((await readErrorBody(await stranger.post(`/api/subscriptions/${subscription.id}/keep`, { renewalAt }))).code).toBe('SUBSCRIPTION_NOT_FOUND');
    expect((await readErrorBody(await visitor.post(`/api/subscriptions/${subscription.id}/keep`, {}))).code).toBe('VALIDATION_FAILED');
    expect((await readErrorBody(await visitor.post(`/api/subscriptions/${subscription.id}/keep`, { renewalAt: 'soon' }))).code).toBe('VALIDATION_FAILED');

    await visitor.post(`/api/subscriptions/${subscription.id}/pause`);
    expect(await reminders(visitor)).toEqual([]);
    expect((await listed(visitor, subscription.id))?.reminderDue).toBe(false);
    expect((await readErrorBody(await visitor.post(`/api/subscriptions/${subscription.id}/keep`, { renewalAt }))).code).toBe('SUBSCRIPTION_STATUS_CONFLICT');
  });
});
