import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { DatabaseHealth, pingDatabase } from './health';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';
import { seedDatabase } from './seed/index';

/** Migrations, then the seed: what a reachable database needs before the API uses it. */
export async function prepareDatabase(db: Kysely<Database>): Promise<void> {
  await migrateToLatest(db);
  await seedDatabase(db);
}

/** The health monitor of this database, preparing it the first time it answers. Call start() to begin. */
export function monitorDatabase(db: Kysely<Database>, logger: Logger, checkIntervalMs?: number): DatabaseHealth {
  return new DatabaseHealth({ ping: () => pingDatabase(db), prepare: () => prepareDatabase(db), logger, checkIntervalMs });
}
