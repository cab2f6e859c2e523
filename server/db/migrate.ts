import { Migrator } from 'kysely';
import type { Kysely, MigrationResultSet } from 'kysely';
import { MIGRATIONS } from './migrations/index';
import type { Database } from './schema';

/** Brings the schema to the latest migration; throws if any migration fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    throw result.error instanceof Error ? result.error : new Error(`Migration failed: ${String(result.error)}`);
  }
  return result;
}
