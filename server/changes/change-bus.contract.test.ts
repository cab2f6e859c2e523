// One contract for both ChangeBus adapters: an announced change reaches every instance (the one that told included), a
// message that is no known change is ignored, and after the listening connection breaks the bus listens again and
// says 'reconnected' (changes told meanwhile were missed). PostgreSQL under TEST_DATABASE_URL; Redis on a redis-server
// the test starts on loopback.
import pg from 'pg';
import pino from 'pino';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, eventually } from '../test/test-context';
import type { TestDatabase } from '../test/test-context';
import { REDIS_SERVER_INSTALLED, startTestRedis } from '../test/redis-server';
import type { TestRedis } from '../test/redis-server';
import type { ChangeBus, ChangeTopic } from './change-bus';
import { CHANGE_CHANNEL } from './change-bus';
import { PostgresChangeBus } from './postgres-change-bus';
import { RedisChangeBus } from './redis-change-bus';

const logger = pino({ level: 'silent' });

interface Engine {
  name: string;
  setUp(): Promise<void>;
  open(): ChangeBus;
  /** Sends a raw message on the channel, as something else than the bus would. */
  sendRaw(text: string): Promise<void>;
  /** Ends every listening connection from the server's side. */
  breakListeners(): Promise<void>;
  tearDown(): Promise<void>;
}

let database: TestDatabase | undefined;
let redis: TestRedis | undefined;

const postgres: Engine = {
  name: 'PostgreSQL LISTEN/NOTIFY',
  setUp: async () => {
    database = await createTestDatabase();
  },
  open: () => new PostgresChangeBus({ url: database!.location.databaseUrl!, logger }),
  sendRaw: async (text) => {
    const client = new pg.Client({ connectionString: database!.location.databaseUrl });
    await client.connect();
    await client.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, text]);
    await client.end();
  },
  breakListeners: async () => {
    const client = new pg.Client({ connectionString: database!.location.databaseUrl });
    await client.connect();
    await client.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN ${CHANGE_CHANNEL}'`);
    await client.end();
  },
  tearDown: async () => {
    await database?.drop();
  },
};

const redisEngine: Engine = {
  name: 'Redis pub/sub',
  setUp: async () => {
    if (!REDIS_SERVER_INSTALLED) throw new Error('redis-server is not installed: apt-get install redis-server (see README)');
    redis = await startTestRedis();
  },
  open: () => new RedisChangeBus({ url: redis!.url, logger }),
  sendRaw: async (text) => {
    const client = new Redis(redis!.url);
    await client.publish(CHANGE_CHANNEL, text);
    await client.quit();
  },
  breakListeners: async () => {
    const client = new Redis(redis!.url);
    await client.call('CLIENT', 'KILL', 'TYPE', 'pubsub');
    await client.quit();
  },
  tearDown: async () => {
    await redis?.stop();
  },
};

describe.each([...(process.env.TEST_DATABASE_URL ? [postgres] : []), redisEngine])('the change bus on $name', (engine) => {
  const buses: ChangeBus[] = [];
  const heard: (ChangeTopic | 'reconnected')[][] = [];

  beforeAll(async () => {
    await engine.setUp();
    for (let instance = 0; instance < 2; instance += 1) {
      const bus = engine.open();
      const log: (ChangeTopic | 'reconnected')[] = [];
      await bus.subscribe((topic) => log.push(topic));
      buses.push(bus);
      heard.push(log);
    }
  });

  afterAll(async () => {
    for (const bus of buses) await bus.close();
    await engine.tearDown();
  });

  it('tells every instance of a change, the one that told included', async () => {
    const started = Date.now();
    await buses[0]!.publish('public-reads');
    await eventually(async () => heard.every((log) => log.includes('public-reads')), 5_000);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('ignores a message that is no known change', async () => {
    const before = heard.map((log) => log.length);
    await engine.sendRaw('drop-everything');
    await buses[1]!.publish('public-reads');
    await eventually(async () => heard.every((log, index) => log.length > before[index]!), 5_000);
    expect(heard.map((log, index) => log.slice(before[index]))).toEqual([['public-reads'], ['public-reads']]);
  });

  it('listens again after its connection broke, says so, and hears the next change', async () => {
    await engine.breakListeners();
    await eventually(async () => heard.every((log) => log.includes('reconnected')), 15_000);
    const before = heard.map((log) => log.length);
    await buses[0]!.publish('public-reads');
    await eventually(async () => heard.every((log, index) => log.slice(before[index]).includes('public-reads')), 5_000);
  });
});
