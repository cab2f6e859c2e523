// The audit log (issue 16): each staff write appends who, what, which, a summary, the address and the time, in the
// write's transaction; the log is filterable and paged; nothing can change or remove an entry, not even SQL.
import { describe, expect, it } from 'vitest';
import { AuditPage } from '@common/contracts/admin';
import { OrderResponse } from '@common/contracts/orders';
import { TEST_PASSWORD, visitorWithRoles } from '../../test/accounts-helpers';
import { brandProductSubmission, insertTestProduct, purchase } from '../../test/commerce-helpers';
import { TEST_DATABASE_KIND } from '../../test/test-context';
import { TestVisitor, uniqueEmail } from '../../test/test-visitor';
import { useTestApp } from '../../test/use-test-app';
import { DELIVERED_ORDER_STATUS } from '../orders/verified-purchases';
import { recordStaffWrite } from './audit-trail';

const setupTokens: string[] = [];
const app = useTestApp({
  accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } },
  onAdminSetupOpened: (token) => setupTokens.push(token),
});

async function staffMember(role: 'admin' | 'support', address: string) {
  const registered = await visitorWithRoles(app, [role]);
  // The same session, seen from a known client address (the test server trusts loopback proxies).
  const visitor = new TestVisitor(app, { address });
  visitor.sessionToken = registered.visitor.sessionToken;
  return { ...registered, visitor };
}

async function auditPage(visitor: TestVisitor, query = ''): Promise<AuditPage> {
  const response = await visitor.get(`/api/admin/audit${query}`);
  expect(response.status).toBe(200);
  return AuditPage.parse(await response.json());
}

async function placeOrder(): Promise<{ orderId: string; shopper: TestVisitor; productId: string; productSlug: string; userId: string }> {
  const product = await insertTestProduct(app);
  const shopper = new TestVisitor(app);
  const registered = await shopper.post('/api/register', { email: uniqueEmail('shopper'), password: TEST_PASSWORD, displayName: 'Ravi Shopper' });
  expect(registered.status).toBe(201);
  const { user } = (await registered.json()) as { user: { id: string } };
  const placed = await purchase(shopper, { items: [{ productId: product.id, quantity: 1 }] });
  expect(placed.status).toBe(201);
  return { orderId: OrderResponse.parse(await placed.json()).order.id, shopper, productId: product.id, productSlug: product.slug, userId: user.id };
}

describe(`the audit log on ${TEST_DATABASE_KIND}`, () => {
  // First, while no admin exists yet: setup closes once any admin account does.
  it('records the first admin, created with the setup token, as a role grant by that admin', async () => {
    const founder = new TestVisitor(app, { address: '192.0.2.10' });
    const email = uniqueEmail('founder');
    const created = await founder.post('/api/admin-setup', { token: setupTokens.at(-1), email, password: TEST_PASSWORD, displayName: 'Founder' });
    expect(created.status).toBe(201);
    const { user } = (await created.json()) as { user: { id: string } };
    const { entries } = await auditPage(founder, '?entityType=user');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: { id: user.id, email }, action: 'role.granted', entityType: 'user', entityId: user.id, ip: '192.0.2.10' });
  });

  it('records an order status change by support with actor, action, entity, summary, address and time', async () => {
    const support = await staffMember('support', '203.0.113.7');
    const { orderId } = await placeOrder();
    const before = Date.now();
    const moved = await support.visitor.post(`/api/admin/orders/${orderId}/status`, { status: 'packed', note: 'Box 12' });
    expect(moved.status).toBe(200);
    const { entries } = await auditPage(support.visitor, `?actor=${encodeURIComponent(support.email)}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { id: support.userId, email: support.email },
      action: 'order.status_changed',
      entityType: 'order',
      entityId: orderId,
      summary: `Order ${orderId.slice(0, 8)}: Awaiting payment → Packed (Box 12)`,
      ip: '203.0.113.7',
    });
    expect(Date.parse(entries[0]?.at ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('writes nothing when the write is refused (the entry shares its transaction)', async () => {
    const admin = await staffMember('admin', '203.0.113.8');
    const { orderId } = await placeOrder();
    expect((await admin.visitor.post(`/api/admin/orders/${orderId}/status`, { status: 'delivered' })).status).toBe(409);
    expect((await auditPage(admin.visitor, `?actor=${admin.userId}`)).total).toBe(0);
  });

  it('records product verifications and review moderation', async () => {
    const admin = await staffMember('admin', '203.0.113.9');
    const { visitor: partner } = await visitorWithRoles(app, ['brand_partner']);
    const submitted = await partner.post('/api/brand-products', brandProductSubmission());
    expect(submitted.status).toBe(201);
    const { product } = (await submitted.json()) as { product: { id: string } };
    expect((await admin.visitor.post(`/api/admin/products/${product.id}/review`, { decision: 'approve' })).status).toBe(200);

    const { shopper, productSlug, userId } = await placeOrder();
    await app.db.updateTable('orders').set({ status: DELIVERED_ORDER_STATUS }).where('user_id', '=', userId).execute();
    const reviewed = await shopper.post(`/api/products/${productSlug}/reviews`, {
      rating: 5,
      title: 'Lovely',
      text: 'Easy to take every morning with breakfast.',
    });
    expect(reviewed.status).toBe(201);
    const { review } = (await reviewed.json()) as { review: { id: string } };
    const moderated = await admin.visitor.post(`/api/admin/reviews/${review.id}/moderation`, { decision: 'reject', reason: 'Mentions a competitor' });
    expect(moderated.status).toBe(200);

    const { entries } = await auditPage(admin.visitor, `?actor=${admin.userId}`);
    expect(entries.map((entry) => [entry.action, entry.entityType, entry.entityId])).toEqual([
      ['review.rejected', 'review', review.id],
      ['product.verified', 'product', product.id],
    ]);
    expect(entries[0]?.summary).toContain('Mentions a competitor');
  });

  it('filters by actor, action, entity type and date range, and pages newest first', async () => {
    const admin = await staffMember('admin', '198.51.100.1');
    const orders = [await placeOrder(), await placeOrder(), await placeOrder()];
    for (const { orderId } of orders) expect((await admin.visitor.post(`/api/admin/orders/${orderId}/status`, { status: 'packed' })).status).toBe(200);
    // Two older entries written straight through the trail, on known days.
    const by = { actorId: admin.userId, actorEmail: admin.email, ip: null };
    await recordStaffWrite(
      app.db,
      by,
      { action: 'product.rejected', entityType: 'product', entityId: 'p-old', summary: 'Old rejection' },
      '2026-10-31T23:59:59.000Z',
    );
    await recordStaffWrite(
      app.db,
      by,
      { action: 'review.approved', entityType: 'review', entityId: 'r-old', summary: 'Old approval' },
      '2026-11-01T00:00:00.000Z',
    );

    const mine = `?actor=${encodeURIComponent(admin.email.toUpperCase())}`;
    const first = await auditPage(admin.visitor, `${mine}&pageSize=2`);
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 5 });
    expect(first.entries.map((entry) => entry.entityId)).toEqual([orders[2]?.orderId, orders[1]?.orderId]);
    const third = await auditPage(admin.visitor, `${mine}&pageSize=2&page=3`);
    expect(third.entries.map((entry) => entry.entityId)).toEqual(['p-old']);

    expect((await auditPage(admin.visitor, `${mine}&action=order.status_changed`)).total).toBe(3);
    expect((await auditPage(admin.visitor, `${mine}&entityType=review`)).entries.map((entry) => entry.entityId)).toEqual(['r-old']);
    // A day range includes its whole last day, in UTC.
    expect((await auditPage(admin.visitor, `${mine}&from=2026-10-31&to=2026-10-31`)).entries.map((entry) => entry.entityId)).toEqual(['p-old']);
    expect((await auditPage(admin.visitor, `${mine}&from=2026-11-01&to=2026-11-01`)).entries.map((entry) => entry.entityId)).toEqual(['r-old']);
    expect((await auditPage(admin.visitor, `${mine}&to=2026-11-01`)).total).toBe(2);
  });

  it('has no way to change or remove an entry: no endpoint, and the database refuses UPDATE and DELETE', async () => {
    const admin = await staffMember('admin', '198.51.100.2');
    const { orderId } = await placeOrder();
    expect((await admin.visitor.post(`/api/admin/orders/${orderId}/status`, { status: 'cancelled' })).status).toBe(200);
    const [entry] = (await auditPage(admin.visitor, `?actor=${admin.userId}`)).entries;
    expect(entry).toBeDefined();
    const id = entry?.id ?? '';
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await admin.visitor.request(`/api/admin/audit/${id}`, { method, headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(response.status, method).toBe(404);
    }
    expect((await admin.visitor.request('/api/admin/audit', { method: 'DELETE' })).status).toBe(404);

    await expect(app.db.updateTable('audit_log').set({ summary: 'rewritten' }).where('id', '=', id).execute()).rejects.toThrow(/append-only/);
    await expect(app.db.deleteFrom('audit_log').where('id', '=', id).execute()).rejects.toThrow(/append-only/);
    await expect(app.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    const still = await app.db.selectFrom('audit_log').select('summary').where('id', '=', id).executeTakeFirstOrThrow();
    expect(still.summary).toBe(entry?.summary);
  });
});
