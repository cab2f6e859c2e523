// The migration that retires the store answers issue 44 made stale: the seeded ones staff never edited are retired
// (their rewrites are seeded under new ids), an edited one stays, and the knowledge version moves on.
import { Migrator } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DATABASE_KIND } from '../../test/test-context';
import type { TestDatabase } from '../../test/test-context';
import { openDatabase } from '../database';
import { MIGRATIONS } from './index';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

describe(`migration 2026_12_15_100_store_knowledge_issue_44 on ${TEST_DATABASE_KIND}`, () => {
  it('retires the stale store answers staff did not edit, keeps an edited one and an unrelated one, and bumps the version', async () => {
    const { db } = openDatabase(database.location, pino({ level: 'silent' }));
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
      expect((await migrator.migrateTo('2026_12_14_100_upi_autopay')).error).toBeUndefined();
      const seededAt = '2026-11-26T10:00:00.000Z';
      const entry = (id: string, updatedAt: string) => ({
        id,
        guardian_id: null,
        topic: 'store-orders',
        intent: 'what_is',
        question: 'Q',
        answer: 'A',
        detail: 'D',
        source_title: 'S',
        source_url: 'https://guardians.example/help',
        status: 'published',
        position: 0,
        tags: '[]',
        created_at: seededAt,
        updated_at: updatedAt,
      });
      await db
        .insertInto('knowledge_entries')
        .values([
          entry('shared-store-orders-what_is', seededAt),
          entry('shared-store-experts-dose', seededAt),
          // Edited by staff: theirs to keep.
          entry('shared-store-payment-how_to', '2026-12-02T09:00:00.000Z'),
          entry('shared-store-coins-dose', seededAt),
        ])
        .execute();
      await db.insertInto('knowledge_version').values({ id: 1, version: 7, changed_at: seededAt }).execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await db.selectFrom('knowledge_entries').select(['id', 'status']).orderBy('id').execute();
      expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
        'shared-store-coins-dose': 'published',
        'shared-store-experts-dose': 'retired',
        'shared-store-orders-what_is': 'retired',
        'shared-store-payment-how_to': 'published',
      });
      expect((await db.selectFrom('knowledge_version').select('version').executeTakeFirstOrThrow()).version).toBe(8);
    } finally {
      await db.destroy();
    }
  });
});
