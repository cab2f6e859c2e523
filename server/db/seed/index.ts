// Seed data that ships with the app. Every step is idempotent, so it runs on every start and only fills what is missing.
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { seedGuardians } from './guardians';

export const SEEDED_AT_KEY = 'seeded_at';

export async function seedDatabase(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await seedGuardians(trx);
    const seededAt = now.toISOString();
    await trx
      .insertInto('app_meta')
      .values({ key: SEEDED_AT_KEY, value: seededAt, updated_at: seededAt })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
  });
}
