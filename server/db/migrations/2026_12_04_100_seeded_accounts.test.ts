// The migration that marks seeded accounts: the reviewers, experts and development accounts a database already holds
// become seeded; every other account stays a possible customer.
import { Migrator } from 'kysely';
import type { Kysely } from 'kysely';
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

describe(`migration 2026_12_04_100_seeded_accounts on ${TEST_DATABASE_KIND}`, () => {
  it('marks the accounts the seed made before it (reviewers, experts, development) and no one else', async () => {
    const { db } = openDatabase(database.location, pino({ level: 'silent' }));
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
      const before = await migrator.migrateTo('2026_12_01_100_unpaid_card_orders');
      expect(before.error).toBeUndefined();
      const emails = [
        'jaya.k@reviewers.guardians.example',
        'dr-mehta@experts.guardians.example',
        'lab@dev.guardians.test',
        'asha@example.com',
        'dev@guardians.test',
      ];
      // The users table as it was before this migration.
      const untyped = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      for (const [index, email] of emails.entries()) {
        await untyped
          .insertInto('users')
          .values({
            id: `user-${index}`,
            uid: `uid-${index}`,
            email,
            display_name: email,
            photo_url: null,
            password_hash: null,
            auth_provider: 'simple',
            is_demo: 0,
            firebase_uid: null,
            created_at: '2026-12-01T10:00:00.000Z',
          })
          .execute();
      }
      const after = await migrator.migrateToLatest();
      expect(after.error).toBeUndefined();
      const rows = await db.selectFrom('users').select(['email', 'is_seeded']).orderBy('email').execute();
      expect(Object.fromEntries(rows.map((row) => [row.email, Number(row.is_seeded)]))).toEqual({
        'asha@example.com': 0,
        'dev@guardians.test': 0,
        'dr-mehta@experts.guardians.example': 1,
        'jaya.k@reviewers.guardians.example': 1,
        'lab@dev.guardians.test': 1,
      });
    } finally {
      await db.destroy();
    }
  });
});
