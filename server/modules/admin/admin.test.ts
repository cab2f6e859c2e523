// The admin area's API (issue 16): every /api/admin/* endpoint refuses everyone but staff, support's limits, the
// staff's home against a known set of rows, and the system status (no secrets, the last server errors).
import { randomUUID } from 'node:crypto';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { AdminHome, mayStaff, STAFF_PERMISSIONS, SystemStatus } from '@common/contracts/admin';
import { API_ENDPOINTS } from '@common/contracts/api-endpoints';
import { OrderResponse } from '@common/contracts/orders';
import { GUARDIAN_IDS } from '@common/guardians';
import { DEFAULT_VOICE_SETTINGS } from '../../config';
import { registerVisitor, visitorWithRoles } from '../../test/accounts-helpers';
import { insertTestProduct, purchase } from '../../test/commerce-helpers';
import { readErrorBody, TEST_DATABASE_KIND } from '../../test/test-context';
import { TestVisitor } from '../../test/test-visitor';
import { useTestApp } from '../../test/use-test-app';
import { scrubErrorMessage, ServerErrorLog } from './server-errors';

const ELEVENLABS_KEY = 'sk_elevenlabs_secret_key_that_must_never_show_1234';
const FAULT_SECRET = 'hunter2-password-in-a-failed-query';

const app = useTestApp({
  accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } },
  voice: {
    ...DEFAULT_VOICE_SETTINGS,
    elevenLabs: {
      apiKey: ELEVENLABS_KEY,
      baseUrl: 'http://127.0.0.1:9',
      modelId: 'eleven_multilingual_v2',
      voiceIds: Object.fromEntries(GUARDIAN_IDS.map((id) => [id, 'voice0000000000'])) as Record<(typeof GUARDIAN_IDS)[number], string>,
      timeoutMs: 1_000,
    },
  },
  // A route that fails like a bug would, with a secret in its message and in the request body.
  extraRouters: () => [
    express.Router().post('/test-only/explode', () => {
      throw new Error(`insert failed for password '${FAULT_SECRET}'`);
    }),
  ],
});

/** Every staff endpoint the API publishes, with a made-up id where the path has one. */
const ADMIN_ENDPOINTS = API_ENDPOINTS.filter((endpoint) => endpoint.path.startsWith('/api/admin/')).map((endpoint) => ({
  method: endpoint.method,
  path: endpoint.path.replace(/\{[^}]+\}/g, randomUUID()),
}));

function send(visitor: TestVisitor, endpoint: { method: string; path: string }): Promise<Response> {
  return endpoint.method === 'get'
    ? visitor.get(endpoint.path)
    : visitor.request(endpoint.path, { method: endpoint.method.toUpperCase(), headers: { 'content-type': 'application/json' }, body: '{}' });
}

describe(`the admin API on ${TEST_DATABASE_KIND}`, () => {
  it('lists the home, audit and system endpoints among the staff endpoints', () => {
    const paths = ADMIN_ENDPOINTS.map((endpoint) => endpoint.path);
    expect(paths).toEqual(expect.arrayContaining(['/api/admin/home', '/api/admin/audit', '/api/admin/system', '/api/admin/orders']));
  });

  it('refuses every /api/admin/* endpoint: 401 to visitors, 403 FORBIDDEN to customers and partners', async () => {
    const visitor = new TestVisitor(app);
    const { visitor: customer } = await registerVisitor(app);
    const { visitor: practitioner } = await visitorWithRoles(app, ['doctor']);
    const { visitor: brand } = await visitorWithRoles(app, ['brand_partner']);
    for (const endpoint of ADMIN_ENDPOINTS) {
      expect((await send(visitor, endpoint)).status, `${endpoint.method} ${endpoint.path}`).toBe(401);
      for (const outsider of [customer, practitioner, brand]) {
        const response = await send(outsider, endpoint);
        expect(response.status, `${endpoint.method} ${endpoint.path}`).toBe(403);
        expect((await readErrorBody(response)).code).toBe('FORBIDDEN');
      }
    }
    // A path no module defines is refused the same way, before anyone learns it does not exist.
    expect((await customer.get('/api/admin/not-a-page')).status).toBe(403);
  });

  it('lets support read the admin area but holds roles, knowledge and settings for admins alone', async () => {
    const { visitor: support } = await visitorWithRoles(app, ['support']);
    for (const path of ['/api/admin/home', '/api/admin/audit', '/api/admin/system', '/api/admin/orders']) {
      expect((await support.get(path)).status, path).toBe(200);
    }
    expect(mayStaff(['support'], 'orders.status')).toBe(true);
    expect(mayStaff(['support'], 'reviews.moderate')).toBe(true);
    for (const permission of ['roles.manage', 'knowledge.edit', 'settings.edit'] as const) {
      expect(mayStaff(['support'], permission)).toBe(false);
      expect(mayStaff(['admin'], permission)).toBe(true);
    }
    // Every permission is for staff only.
    for (const roles of Object.values(STAFF_PERMISSIONS)) expect(roles.every((role) => role === 'admin' || role === 'support')).toBe(true);
  });

  it("counts the home's to-dos and today's orders, revenue and sign-ups from the rows it was given", async () => {
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    const read = async () => AdminHome.parse(await (await admin.get('/api/admin/home')).json());
    const before = await read();

    await insertTestProduct(app, { review_status: 'pending', reviewed_at: null });
    await insertTestProduct(app, { review_status: 'pending', reviewed_at: null });
    const product = await insertTestProduct(app, { price: 12_345 });
    const { visitor: shopper } = await registerVisitor(app);
    // Partners, staff and demo visitors who joined today are not customers' sign-ups.
    for (const roles of [['doctor'], ['lab'], ['brand_partner'], ['support']] as const) await visitorWithRoles(app, roles);
    expect((await new TestVisitor(app).post('/api/auth/demo', {})).status).toBe(200);
    const placed = await purchase(shopper, { items: [{ productId: product.id, quantity: 2 }] });
    expect(placed.status).toBe(201);
    const { order } = OrderResponse.parse(await placed.json());
    expect((await admin.post(`/api/admin/orders/${order.id}/status`, { status: 'paid' })).status).toBe(200);

    const after = await read();
    expect(after.todo.productsAwaitingVerification - before.todo.productsAwaitingVerification).toBe(2);
    expect(after.todo.ordersToPack - before.todo.ordersToPack).toBe(1);
    expect(after.todo.reviewsAwaitingModeration).toBe(before.todo.reviewsAwaitingModeration);
    expect(after.todo.dataRequestsOpen).toBe(0);
    expect(after.today.date).toBe(new Date().toISOString().slice(0, 10));
    expect(after.today.orders - before.today.orders).toBe(1);
    // Of today's new accounts only the shopper's is a customer's sign-up.
    expect(after.today.signUps - before.today.signUps).toBe(1);
    const revenueOf = (home: AdminHome) => home.today.revenue.find((line) => line.currency === order.currency)?.amount ?? 0;
    expect(revenueOf(after) - revenueOf(before)).toBe(order.total);
    // The status move is the newest audit entry on the home.
    expect(after.latestAudit[0]).toMatchObject({ action: 'order.status_changed', entityId: order.id });
    expect(after.latestAudit.length).toBeLessThanOrEqual(10);
  });

  it('reports the database, migrations, providers, version, uptime, memory and request counts, and never a secret', async () => {
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    const response = await admin.get('/api/admin/system');
    expect(response.status).toBe(200);
    const text = await response.text();
    const status = SystemStatus.parse(JSON.parse(text));
    expect(status.database).toMatchObject({ dialect: TEST_DATABASE_KIND, reachable: true, readOnly: false });
    expect(status.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(status.database.migrations.names).toContain('2026_11_29_110_audit_log');
    expect(status.database.migrations.count).toBe(status.database.migrations.names.length);
    expect(status.providers.voice).toEqual({ name: 'elevenlabs', configured: true });
    expect(status.providers.chat).toEqual({ name: 'embedded', configured: false });
    expect(status.providers.payment.name).toBe('cod');
    expect(status.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(status.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(status.memory.rssBytes).toBeGreaterThan(0);
    expect(status.requests.total).toBeGreaterThan(0);
    expect(text).not.toContain(ELEVENLABS_KEY);
    expect(text).not.toContain('127.0.0.1:9');
  });

  it('shows the job queue: its engine, its counts and the jobs that failed their last attempt', async () => {
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    const at = new Date().toISOString();
    const id = randomUUID();
    await app.db
      .insertInto('jobs')
      .values({
        id,
        name: 'mail.send',
        payload: '{}',
        dedupe_key: null,
        status: 'failed',
        run_at: at,
        attempts_made: 8,
        max_attempts: 8,
        backoff_ms: 60_000,
        repeat_every_ms: null,
        locked_until: null,
        last_error: 'Mailbox unavailable',
        created_at: at,
        finished_at: at,
      })
      .execute();
    const status = SystemStatus.parse(await (await admin.get('/api/admin/system')).json());
    expect(status.mail).toEqual({ engine: 'outbox' });
    expect(status.jobs).toMatchObject({ engine: 'embedded', reachable: true });
    expect(status.jobs.failed).toBeGreaterThanOrEqual(1);
    expect(status.jobs.recentFailures).toContainEqual({ id, name: 'mail.send', attempts: 8, error: 'Mailbox unavailable', failedAt: at });
  });

  it('keeps the last server errors with message, code, route and time, but no secret, query or body', async () => {
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    const before = SystemStatus.parse(await (await admin.get('/api/admin/system')).json());
    const failed = await admin.post('/api/test-only/explode?token=abcdef', { password: 'body-secret-value' });
    expect(failed.status).toBe(500);
    const after = SystemStatus.parse(await (await admin.get('/api/admin/system')).json());
    expect(after.requests.errors - before.requests.errors).toBe(1);
    const [latest] = after.recentErrors;
    expect(latest).toMatchObject({ code: 'INTERNAL_ERROR', route: 'POST /api/test-only/explode' });
    expect(latest?.message).toContain('insert failed');
    const text = JSON.stringify(after.recentErrors);
    for (const secret of [FAULT_SECRET, 'body-secret-value', 'abcdef']) expect(text).not.toContain(secret);
  });

  it('answers bad filters with 400 VALIDATION_FAILED, never 500', async () => {
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    for (const query of ['page=0', 'pageSize=1000', 'from=2026-13-01', 'from=2026-11-20&to=2026-11-01', 'action=order.deleted', 'entityType=payment']) {
      const response = await admin.get(`/api/admin/audit?${query}`);
      expect(response.status, query).toBe(400);
      expect((await readErrorBody(response)).code).toBe('VALIDATION_FAILED');
    }
    for (const query of ['from=yesterday', 'status=lost', 'from=2026-11-20&to=2026-11-01']) {
      expect((await admin.get(`/api/admin/orders?${query}`)).status, query).toBe(400);
    }
  });
});

describe('the server error ring', () => {
  it('keeps only the newest 50, newest first', () => {
    const log = new ServerErrorLog();
    for (let index = 0; index < 60; index += 1) log.record({ message: `failure ${index}`, code: 'INTERNAL_ERROR', method: 'GET', url: `/api/x/${index}?q=1` });
    const recent = log.recent();
    expect(recent).toHaveLength(50);
    expect(recent[0]).toMatchObject({ message: 'failure 59', route: 'GET /api/x/59' });
    expect(recent.at(-1)?.message).toBe('failure 10');
  });

  it('scrubs quoted values and token-like runs from messages and shortens them', () => {
    expect(scrubErrorMessage(`duplicate key value "alice@example.com" for 'secret'`)).toBe('duplicate key value … for …');
    expect(scrubErrorMessage('bad token sk_live_0123456789abcdefghijklmnop here')).toBe('bad token … here');
    expect(scrubErrorMessage('x'.repeat(10) + ' y'.repeat(300)).length).toBeLessThanOrEqual(200);
  });
});
