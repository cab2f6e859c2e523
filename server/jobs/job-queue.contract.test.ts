// One contract for every JobQueue engine: the embedded queue (on the test database: SQLite, or PostgreSQL under
// TEST_DATABASE_URL), BullMQ on Redis (a redis-server on loopback) and BullMQ on PostgreSQL (TEST_DATABASE_URL only).
// Each engine runs the same cases: a job runs once with its payload, later when asked, once per key, retried until it
// succeeds or kept as failed, on a schedule, exactly once across two instances, and survives a restart.
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, eventually, startTestApp } from '../test/test-context';
import type { TestApp, TestDatabase } from '../test/test-context';
import { REDIS_SERVER_INSTALLED, startTestRedis } from '../test/redis-server';
import type { TestRedis } from '../test/redis-server';
import { BullmqJobQueue } from './bullmq-job-queue';
import type { BullmqConnection } from './bullmq-job-queue';
import { EmbeddedJobQueue } from './embedded-job-queue';
import { defineJob } from './job-queue';
import type { JobQueue } from './job-queue';

const logger = pino({ level: 'silent' });

interface Engine {
  name: string;
  /** Whether this machine can run it (BullMQ on PostgreSQL needs TEST_DATABASE_URL). */
  available: () => boolean;
  setUp(): Promise<void>;
  /** A queue as one server instance holds it; `queueName` keeps the tests of one engine apart. */
  open(queueName: string): JobQueue;
  tearDown(): Promise<void>;
}

let database: TestDatabase | undefined;
let app: TestApp | undefined;
let redis: TestRedis | undefined;

const embedded: Engine = {
  name: 'embedded',
  available: () => true,
  setUp: async () => {},
  open: () => new EmbeddedJobQueue({ db: app!.db, logger, pollMs: 50 }),
  tearDown: async () => {},
};

function bullmq(name: string, connection: () => BullmqConnection | undefined, setUp: () => Promise<void>, tearDown: () => Promise<void>): Engine {
  return {
    name,
    available: () => connection() !== undefined,
    setUp,
    open: (queueName) => new BullmqJobQueue({ connection: connection()!, logger, queueName }),
    tearDown,
  };
}

const bullmqRedis = bullmq(
  'bullmq on Redis',
  () => (redis ? { kind: 'redis', url: redis.url } : undefined),
  async () => {
    // CI installs redis-server (.ci/run); a developer machine without it is told why the engine cannot be tested.
    if (!REDIS_SERVER_INSTALLED) throw new Error('redis-server is not installed: apt-get install redis-server (see README)');
    redis = await startTestRedis();
  },
  async () => redis?.stop(),
);

const bullmqPostgres = bullmq(
  'bullmq on PostgreSQL',
  () => (database?.location.databaseUrl ? { kind: 'postgres', url: database.location.databaseUrl } : undefined),
  async () => {},
  async () => {},
);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp({ location: database.location });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const Payload = z.object({ n: z.number().int() });

describe.each([embedded, bullmqRedis, ...(process.env.TEST_DATABASE_URL ? [bullmqPostgres] : [])])('the $name job queue', (engine) => {
  const queues: JobQueue[] = [];
  const open = (queueName: string) => {
    const queue = engine.open(queueName);
    queues.push(queue);
    return queue;
  };
  /** A job kind of its own for each test, so no test's jobs reach another's handler. */
  const kind = (options: { attempts?: number; backoffMs?: number } = {}) =>
    defineJob({ name: `test-${randomUUID().slice(0, 8)}`, payload: Payload, ...options });

  beforeAll(async () => {
    await engine.setUp();
    expect(engine.available()).toBe(true);
  });

  afterAll(async () => {
    for (const queue of queues) await queue.close();
    await engine.tearDown();
  });

  it('runs a job once, with its payload', async () => {
    const queue = open(`q-${randomUUID()}`);
    const job = kind();
    const seen: number[] = [];
    queue.handle(job, async ({ n }, run) => {
      expect(run.attempt).toBe(1);
      seen.push(n);
    });
    await queue.start();
    await queue.enqueue(job, { n: 7 });
    await eventually(async () => seen.length === 1, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toEqual([7]);
    expect(await queue.counts()).toMatchObject({ waiting: 0, active: 0, failed: 0 });
  });

  it('refuses a payload that does not fit its job', async () => {
    const queue = open(`q-${randomUUID()}`);
    await expect(queue.enqueue(kind(), { n: 'seven' } as unknown as { n: number })).rejects.toThrow();
  });

  it('waits until the time it was asked to run at', async () => {
    const queue = open(`q-${randomUUID()}`);
    const job = kind();
    const ranAt: number[] = [];
    queue.handle(job, async () => {
      ranAt.push(Date.now());
    });
    await queue.start();
    const runAt = new Date(Date.now() + 800);
    await queue.enqueue(job, { n: 1 }, { runAt });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(ranAt).toEqual([]);
    await eventually(async () => ranAt.length === 1, 10_000);
    expect(ranAt[0]).toBeGreaterThanOrEqual(runAt.getTime() - 5);
  });

  it('adds a job with a key only once', async () => {
    const queue = open(`q-${randomUUID()}`);
    const job = kind();
    let runs = 0;
    queue.handle(job, async () => {
      runs += 1;
    });
    const first = await queue.enqueue(job, { n: 1 }, { key: 'order-placed:42' });
    const second = await queue.enqueue(job, { n: 2 }, { key: 'order-placed:42' });
    expect(first.added).toBe(true);
    expect(second.added).toBe(false);
    await queue.start();
    await eventually(async () => runs === 1, 10_000);
    // Done jobs keep their key: the same event enqueued again after the run is still not sent twice.
    expect((await queue.enqueue(job, { n: 3 }, { key: 'order-placed:42' })).added).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(runs).toBe(1);
  });

  it('retries a failing job with growing waits until it succeeds', async () => {
    const queue = open(`q-${randomUUID()}`);
    const job = kind({ attempts: 4, backoffMs: 100 });
    const tries: { attempt: number; at: number }[] = [];
    queue.handle(job, async (_payload, run) => {
      tries.push({ attempt: run.attempt, at: Date.now() });
      if (run.attempt < 3) throw new Error('The SMTP server did not answer');
    });
    await queue.start();
    await queue.enqueue(job, { n: 1 });
    await eventually(async () => tries.length === 3, 10_000);
    expect(tries.map((t) => t.attempt)).toEqual([1, 2, 3]);
    // Exponential: about 100 ms, then about 200 ms.
    expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(90);
    expect(tries[2]!.at - tries[1]!.at).toBeGreaterThanOrEqual(190);
    expect(await queue.failed(10)).toEqual([]);
  });

  it('keeps a job that failed its last attempt in the failed list, with its error', async () => {
    const queue = open(`q-${randomUUID()}`);
    const job = kind({ attempts: 2, backoffMs: 50 });
    let tries = 0;
    queue.handle(job, async () => {
      tries += 1;
      throw new Error('Mailbox unavailable');
    });
    await queue.start();
    await queue.enqueue(job, { n: 1 });
    await eventually(async () => (await queue.failed(10)).length === 1, 10_000);
    const [failed] = await queue.failed(10);
    expect(failed).toMatchObject({ name: job.name, attempts: 2, error: 'Mailbox unavailable' });
    expect(Date.parse(failed!.failedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(tries).toBe(2);
    expect((await queue.counts()).failed).toBe(1);
  });

  it('runs a repeated job on its schedule, and asking twice does not double it', async () => {
    const queue = open(`q-${randomUUID()}`);
    const job = kind();
    const runs: number[] = [];
    queue.handle(job, async () => {
      runs.push(Date.now());
    });
    await queue.repeat(job, { n: 1 }, 300);
    await queue.repeat(job, { n: 1 }, 300);
    await queue.start();
    await eventually(async () => runs.length >= 4, 10_000);
    // BullMQ aligns a schedule's runs to multiples of its period, so only the first gap may be shorter; a doubled
    // schedule would average half the period from then on. The average, not each gap: on a loaded machine one run can
    // start late and the next on time (CI once saw a 192 ms gap between two runs of a single schedule).
    const later = runs.slice(1);
    const averageGap = (later.at(-1)! - later[0]!) / (later.length - 1);
    expect(averageGap).toBeGreaterThanOrEqual(250);
  });

  it('runs each job exactly once across two instances', async () => {
    const queueName = `q-${randomUUID()}`;
    const job = kind();
    const runs = new Map<number, string[]>();
    const instances = [open(queueName), open(queueName)];
    instances.forEach((queue, index) =>
      queue.handle(job, async ({ n }) => {
        runs.set(n, [...(runs.get(n) ?? []), `instance ${index}`]);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }),
    );
    for (const queue of instances) await queue.start();
    for (let n = 0; n < 30; n += 1) await instances[n % 2]!.enqueue(job, { n });
    await eventually(async () => runs.size === 30, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect([...runs.values()].every((ranOn) => ranOn.length === 1)).toBe(true);
    // Both instances took a share (neither sat idle while the other worked through the queue).
    const ranOn = [...runs.values()].flat();
    expect(new Set(ranOn).size).toBe(2);
  });

  it('works nothing before start() (a web instance that leaves the jobs to workers)', async () => {
    const queue = open(`q-${randomUUID()}`);
    const job = kind();
    let runs = 0;
    queue.handle(job, async () => {
      runs += 1;
    });
    await queue.enqueue(job, { n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(runs).toBe(0);
    expect((await queue.counts()).waiting).toBeGreaterThanOrEqual(1);
    await queue.start();
    await eventually(async () => runs === 1, 10_000);
  });

  it('keeps a job across a restart', async () => {
    const queueName = `q-${randomUUID()}`;
    const job = kind();
    const before = open(queueName);
    await before.enqueue(job, { n: 5 });
    await before.close();
    const after = open(queueName);
    const seen: number[] = [];
    after.handle(job, async ({ n }) => {
      seen.push(n);
    });
    await after.start();
    await eventually(async () => seen.length === 1, 10_000);
    expect(seen).toEqual([5]);
  });
});
