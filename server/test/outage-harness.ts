// One test database per file, and a server started on it while it is unreachable: the set-up shared by the
// read-only and outage tests. Registers its own hooks, so every test ends with the server closed and the block released.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { blockTestDatabase, createTestDatabase, startTestApp } from './test-context';
import type { TestApp, TestAppOptions, TestDatabase, UnreachableDatabase } from './test-context';

export interface Outage {
  app: TestApp;
  blocked: UnreachableDatabase;
}

export interface OutageHarness {
  /** The file's database, created before the first test. */
  readonly database: TestDatabase;
  /** Blocks `database` (the file's own by default) and starts a server on it that checks the database every 50 ms. */
  startDuringOutage(options?: Omit<TestAppOptions, 'location'>, database?: TestDatabase): Promise<Outage>;
  /** Closes the server and releases the block; runs after every test anyway. */
  stop(): Promise<void>;
}

export function useOutageHarness(): OutageHarness {
  let database: TestDatabase | undefined;
  let current: Partial<Outage> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterEach(() => harness.stop());

  afterAll(async () => {
    await database?.drop();
  });

  const harness: OutageHarness = {
    get database() {
      if (!database) throw new Error('The outage harness creates its database in beforeAll; use it inside a test.');
      return database;
    },
    async startDuringOutage(options = {}, target = harness.database) {
      const blocked = await blockTestDatabase(target);
      current.blocked = blocked;
      const app = await startTestApp({ databaseCheckIntervalMs: 50, ...options, location: blocked.location });
      current.app = app;
      return { app, blocked };
    },
    async stop() {
      const { app, blocked } = current;
      current = {};
      await app?.close();
      await blocked?.release();
    },
  };
  return harness;
}
