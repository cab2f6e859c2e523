import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { StorefrontCurrency } from '../../common/commerce';
import { openAdminSetupIfNeeded } from '../modules/admin-setup/admin-setup.service';
import { DatabaseHealth, pingDatabase } from './health';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';
import { seedDatabase } from './seed/index';
import { lockDevAccounts, seedDevAccounts } from './seed/dev-accounts';

export interface PreparationOptions {
  /** Development: add the partner accounts of seed/dev-accounts.ts. Otherwise any found are locked. */
  seedDevAccounts?: boolean;
  /** Receives the one-time admin setup token when the database has no admin yet. */
  onAdminSetupOpened?: (token: string) => void;
  /** STOREFRONT_CURRENCY for the seeded catalog; INR when omitted. */
  storefrontCurrency?: StorefrontCurrency;
}

/** Migrations, the seed, and the first-admin setup: what a reachable database needs before the API uses it. */
export async function prepareDatabase(db: Kysely<Database>, logger: Logger, options: PreparationOptions = {}): Promise<void> {
  await migrateToLatest(db);
  await seedDatabase(db, new Date(), { currency: options.storefrontCurrency });
  if (options.seedDevAccounts) {
    const created = await seedDevAccounts(db);
    if (created > 0) logger.info({ created }, 'Development partner accounts created (see server/db/seed/dev-accounts.ts)');
  } else {
    const locked = await lockDevAccounts(db);
    if (locked > 0) logger.warn({ locked }, 'Development partner accounts found outside development: their published password no longer works');
  }
  const setupToken = await openAdminSetupIfNeeded(db);
  if (setupToken) options.onAdminSetupOpened?.(setupToken);
}

/** The health monitor of this database, preparing it the first time it answers. Call start() to begin. */
export function monitorDatabase(db: Kysely<Database>, logger: Logger, checkIntervalMs?: number, options: PreparationOptions = {}): DatabaseHealth {
  return new DatabaseHealth({ ping: () => pingDatabase(db), prepare: () => prepareDatabase(db, logger, options), logger, checkIntervalMs });
}
