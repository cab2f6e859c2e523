import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUARDIANS } from '@common/guardians';
import pino from 'pino';
import { blockTestDatabase, createTestDatabase, startTestApp, TEST_DATABASE_KIND } from '../test/test-context';
import type { TestDatabase } from '../test/test-context';
import { openDatabase } from './database';
import { MIGRATIONS } from './migrations/index';
import { SEEDED_AT_KEY } from '../setup/seed/index';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

describe(`database on ${TEST_DATABASE_KIND}`, () => {
  it('migrates and seeds on first start, then reuses the same data on the next start without seeding twice', async () => {
    const first = await startTestApp({ location: database.location });
    let seededAt: string | undefined;
    try {
      expect(first.health.available).toBe(true);
      const migrations = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(first.db);
      expect(migrations.rows.map((row) => row.name)).toEqual(Object.keys(MIGRATIONS));
      const guardians = await first.db.selectFrom('guardians').selectAll().orderBy('id').execute();
      expect(guardians.map((row) => row.id)).toEqual(GUARDIANS.map((guardian) => guardian.id).sort());
      seededAt = (await first.db.selectFrom('app_meta').select('value').where('key', '=', SEEDED_AT_KEY).executeTakeFirstOrThrow()).value;
      expect(new Date(seededAt).toISOString()).toBe(seededAt);
      // A change made while running must survive a restart: the seed never overwrites.
      await first.db.updateTable('guardians').set({ area: 'heart and vessels' }).where('id', '=', 'angio').execute();
    } finally {
      await first.close();
    }

    const second = await startTestApp({ location: database.location });
    try {
      const { count } = await second.db
        .selectFrom('guardians')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(count)).toBe(GUARDIANS.length);
      const migrationsAfterRestart = await sql<{ name: string }>`select name from kysely_migration`.execute(second.db);
      expect(migrationsAfterRestart.rows).toHaveLength(Object.keys(MIGRATIONS).length);
      const seededRows = await second.db.selectFrom('app_meta').select('value').where('key', '=', SEEDED_AT_KEY).execute();
      expect(seededRows).toEqual([{ value: seededAt }]);
      const angio = await second.db.selectFrom('guardians').select('area').where('id', '=', 'angio').executeTakeFirstOrThrow();
      expect(angio.area).toBe('heart and vessels');
      const response = await second.request('/api/guardians');
      expect(response.status).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('a PostgreSQL connection lost mid-transaction', () => {
  it.runIf(TEST_DATABASE_KIND === 'postgres')('fails that transaction without an uncaught error, and the next query reconnects', async () => {
    const blocked = await blockTestDatabase(database);
    await blocked.makeReachable();
    const { db } = openDatabase(blocked.location, pino({ level: 'silent' }));
    try {
      // The transaction holds a checked-out client: the pool's own error listener is not attached to it.
      const transaction = db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await blocked.breakConnection();
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`select 1`.execute(trx);
      });
      await expect(transaction).rejects.toThrow();
      await blocked.makeReachable();
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
      await blocked.release();
    }
  });
});
