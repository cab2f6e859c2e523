// Scale-out (DESIGN 3 and 8): two server processes on one PostgreSQL share sessions, rate limits, purchase
// idempotency and read-only state. PostgreSQL only: SQLite is one file for one process by design.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './modules/sessions/sessions.service';
import { blockTestDatabase, createTestDatabase, eventually, TEST_DATABASE_KIND } from './test/test-context';
import type { TestDatabase, UnreachableDatabase } from './test/test-context';
import { TEST_ADDRESS } from './test/commerce-helpers';
import { fetchInstance, startInstance, stopInstance } from './test/server-instances';
import type { Instance } from './test/server-instances';

const PASSWORD = 'Two-Instances-2026!';

function post(instance: Instance, pathName: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetchInstance(`${instance.url}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: instance.url, ...headers },
    body: JSON.stringify(body),
  });
}

function sessionCookieOf(response: Response): string {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`)) ?? '';
  return header.split(';')[0] ?? '';
}

/**
 * Asks for a password reset for `count` new accounts, alternately on each instance, and waits until the mails are in
 * the outbox: each address must get exactly one, whichever instance queued the job and whichever worked it.
 */
async function oneResetMailEach(databaseUrl: string, pair: readonly [Instance, Instance], count: number): Promise<void> {
  const emails = Array.from({ length: count }, () => `reset-${randomUUID()}@example.com`);
  for (const [index, email] of emails.entries()) {
    const instance = pair[index % 2]!;
    expect((await post(instance, '/api/register', { email, password: PASSWORD })).status).toBe(201);
    expect((await post(pair[(index + 1) % 2]!, '/api/auth/password-reset', { email })).status).toBe(202);
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const mailsPerAddress = async () => {
      const { rows } = await client.query<{ to_address: string; mails: string }>(
        `SELECT to_address, COUNT(*) AS mails FROM mail_outbox WHERE subject = 'Reset your Guardians password' AND to_address = ANY($1) GROUP BY to_address`,
        [emails],
      );
      return rows;
    };
    await eventually(async () => (await mailsPerAddress()).length === count, 30_000);
    // A moment more for a second delivery to show up, were there one.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const rows = await mailsPerAddress();
    expect(rows).toHaveLength(count);
    expect(rows.every((row) => Number(row.mails) === 1)).toBe(true);
  } finally {
    await client.end();
  }
}

const available = async (instance: Instance) => ((await (await fetchInstance(`${instance.url}/api/db-status`)).json()) as { available: boolean }).available;

describe.runIf(TEST_DATABASE_KIND === 'postgres')('two instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let relay: UnreachableDatabase;
  let dataDir: string;
  let first: Instance | undefined;
  let second: Instance | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    // Both instances reach the database through one relay, so the test can take it away from both at once.
    relay = await blockTestDatabase(database);
    await relay.makeReachable();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'guardians-two-instances-'));
    const url = relay.location.databaseUrl ?? '';
    first = await startInstance(url, path.join(dataDir, 'a'));
    second = await startInstance(url, path.join(dataDir, 'b'));
  }, 180_000);

  afterAll(async () => {
    await Promise.all([stopInstance(first), stopInstance(second)]);
    await relay?.release();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const instances = () => {
    if (!first || !second) throw new Error('The instances start in beforeAll');
    return [first, second] as const;
  };

  it('a session made on one instance works on the other, and sign-out on the other ends it everywhere', async () => {
    const [a, b] = instances();
    const registered = await post(a, '/api/register', { email: `two-${randomUUID()}@example.com`, password: PASSWORD, displayName: 'Two' });
    expect(registered.status).toBe(201);
    const cookie = sessionCookieOf(registered);
    const me = await fetchInstance(`${b.url}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await post(b, '/api/logout', undefined, { cookie })).status).toBe(204);
    expect((await fetchInstance(`${a.url}/api/auth/me`, { headers: { cookie } })).status).toBe(401);
  });

  it('counts failed sign-ins on both instances together', async () => {
    const [a, b] = instances();
    const email = `limits-${randomUUID()}@example.com`;
    expect((await post(a, '/api/register', { email, password: PASSWORD })).status).toBe(201);
    const statuses: number[] = [];
    for (const instance of [a, b, a, b]) statuses.push((await post(instance, '/api/login', { email, password: 'wrong-password' })).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('pays once for a purchase retried on the other instance with the same Idempotency-Key', async () => {
    const [a, b] = instances();
    const registered = await post(a, '/api/register', { email: `buyer-${randomUUID()}@example.com`, password: PASSWORD });
    const cookie = sessionCookieOf(registered);
    const { products } = (await (await fetchInstance(`${a.url}/api/products?pageSize=1`)).json()) as { products: { id: string }[] };
    const productId = products[0]?.id ?? '';
    const key = randomUUID();
    const added = await post(a, '/api/addresses', TEST_ADDRESS, { cookie });
    const { address } = (await added.json()) as { address: { id: string } };
    const body = { items: [{ productId, quantity: 1 }], addressId: address.id };
    const [onA, onB] = await Promise.all([
      post(a, '/api/purchase', body, { cookie, 'idempotency-key': key }),
      post(b, '/api/purchase', body, { cookie, 'idempotency-key': key }),
    ]);
    const again = await post(b, '/api/purchase', body, { cookie, 'idempotency-key': key });
    const orderIds = await Promise.all(
      [onA, onB, again].map(async (response) => (response.ok ? ((await response.json()) as { order: { id: string } }).order.id : `status ${response.status}`)),
    );
    expect(new Set(orderIds).size).toBe(1);
    const { orders } = (await (await fetchInstance(`${b.url}/api/orders`, { headers: { cookie } })).json()) as { orders: unknown[] };
    expect(orders).toHaveLength(1);
  });

  it('answers a GUARDIAN10 purchase sent to both instances with the same Idempotency-Key with one order, never PROMO_NOT_APPLICABLE', async () => {
    const [a, b] = instances();
    const { products } = (await (await fetchInstance(`${a.url}/api/products?pageSize=1`)).json()) as { products: { id: string }[] };
    const productId = products[0]?.id ?? '';
    const buyers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const registered = await post(a, '/api/register', { email: `promo-${randomUUID()}@example.com`, password: PASSWORD });
        const cookie = sessionCookieOf(registered);
        const { address } = (await (await post(a, '/api/addresses', TEST_ADDRESS, { cookie })).json()) as { address: { id: string } };
        return { cookie, body: { items: [{ productId, quantity: 1 }], addressId: address.id, promoCode: 'GUARDIAN10' } };
      }),
    );
    const answers = await Promise.all(
      buyers.map(async ({ cookie, body }) => {
        const key = randomUUID();
        const responses = await Promise.all([a, b, a, b].map((instance) => post(instance, '/api/purchase', body, { cookie, 'idempotency-key': key })));
        return Promise.all(
          responses.map(async (response) => {
            const answer = (await response.json()) as { order?: { id: string; promoCode: string | null }; code?: string };
            return { status: response.status, orderId: answer.order?.id ?? answer.code, promoCode: answer.order?.promoCode };
          }),
        );
      }),
    );
    for (const attempts of answers) {
      expect(attempts.map((attempt) => attempt.status)).toEqual([201, 201, 201, 201]);
      expect(new Set(attempts.map((attempt) => attempt.orderId)).size).toBe(1);
      expect(attempts.every((attempt) => attempt.promoCode === 'GUARDIAN10')).toBe(true);
    }
  });

  it('serves a change made on one instance from the other within a moment, not at the end of its 10 s cache', async () => {
    const [a, b] = instances();
    const { products } = (await (await fetchInstance(`${b.url}/api/products?pageSize=1`)).json()) as { products: { id: string; slug: string }[] };
    const product = products[0]!;
    const stockOn = async (instance: Instance) =>
      ((await (await fetchInstance(`${instance.url}/api/products/${product.slug}`)).json()) as { product: { stock: number } }).product.stock;
    // B has the product page cached.
    const before = await stockOn(b);
    expect(await stockOn(b)).toBe(before);

    const registered = await post(a, '/api/register', { email: `stock-${randomUUID()}@example.com`, password: PASSWORD });
    const cookie = sessionCookieOf(registered);
    const { address } = (await (await post(a, '/api/addresses', TEST_ADDRESS, { cookie })).json()) as { address: { id: string } };
    const bought = await post(
      a,
      '/api/purchase',
      { items: [{ productId: product.id, quantity: 1 }], addressId: address.id },
      { cookie, 'idempotency-key': randomUUID() },
    );
    expect(bought.status).toBe(201);
    const soldAt = Date.now();
    await eventually(async () => (await stockOn(b)) === before - 1, 9_000);
    // Told by PostgreSQL NOTIFY: well within the cache's 10 s.
    expect(Date.now() - soldAt).toBeLessThan(3_000);
  });

  it('works each queued job once on the embedded queue: one reset mail per address, whichever instance asked', async () => {
    await oneResetMailEach(relay.location.databaseUrl ?? '', instances(), 8);
  });

  describe('with JOBS=bullmq (BullMQ on the same PostgreSQL)', () => {
    let third: Instance | undefined;
    let fourth: Instance | undefined;

    beforeAll(async () => {
      const url = relay.location.databaseUrl ?? '';
      third = await startInstance(url, path.join(dataDir, 'c'), { JOBS: 'bullmq' });
      fourth = await startInstance(url, path.join(dataDir, 'd'), { JOBS: 'bullmq' });
    }, 180_000);

    afterAll(async () => {
      await Promise.all([stopInstance(third), stopInstance(fourth)]);
    });

    it('works each queued job once: one reset mail per address, whichever instance asked', async () => {
      if (!third || !fourth) throw new Error('The instances start in beforeAll');
      await oneResetMailEach(relay.location.databaseUrl ?? '', [third, fourth], 8);
    });
  });

  it('both go read-only when the database drops, and both recover when it returns', async () => {
    const [a, b] = instances();
    await relay.breakConnection();
    await eventually(async () => !(await available(a)) && !(await available(b)));
    for (const instance of [a, b]) {
      const write = await post(instance, '/api/gdpr/consent', { consent_type: 'analytics', granted: true });
      expect(write.status).toBe(503);
    }
    await relay.makeReachable();
    await eventually(async () => (await available(a)) && (await available(b)));
    expect((await fetchInstance(`${b.url}/api/guardians`)).status).toBe(200);
  });
});
