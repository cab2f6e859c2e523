import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { StorefrontCurrency } from '@common/commerce';
import { DEFAULT_ACCOUNT_SETTINGS } from '../config';
import type { AccountSettings } from '../config';
import { DatabaseHealth, pingDatabase, probeStorageRoom } from '../db/health';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { RateLimiter } from '../http/rate-limit';
import { AccountsService } from '../modules/accounts/accounts.exports';
import { AdminSetupService } from '../modules/admin-setup/admin-setup.exports';
import { seedDatabase } from './seed/index';
import { lockDevAccounts, seedDevAccounts } from './seed/dev-accounts';

// Setup runs above the modules: it may use any of them, and no module imports it (server/setup is not a module).

export interface PreparationOptions {
  /**
   * DEFAULT_ACCOUNT_SETTINGS when omitted. seedDevAccounts (development) adds the partner accounts of
   * seed/dev-accounts.ts, otherwise any found are locked; the rest is what the first-admin setup's accounts follow.
   */
  accounts?: AccountSettings;
  /** Receives the one-time admin setup token when the database has no admin yet. */
  onAdminSetupOpened?: (token: string) => void;
  /** STOREFRONT_CURRENCY for the seeded catalog; INR when omitted. */
  storefrontCurrency?: StorefrontCurrency;
}

/** Migrations, the seed, and the first-admin setup: what a reachable database needs before the API uses it. */
export async function prepareDatabase(db: Kysely<Database>, logger: Logger, options: PreparationOptions = {}): Promise<void> {
  const settings = options.accounts ?? DEFAULT_ACCOUNT_SETTINGS;
  await migrateToLatest(db);
  await seedDatabase(db, new Date(), { currency: options.storefrontCurrency });
  if (settings.seedDevAccounts) {
    const created = await seedDevAccounts(db, new Date(), options.storefrontCurrency);
    if (created > 0) logger.info({ created }, 'Development partner accounts created (see server/setup/seed/dev-accounts.ts)');
  } else {
    const locked = await lockDevAccounts(db);
    if (locked > 0) logger.warn({ locked }, 'Development partner accounts found outside development: their published password no longer works');
  }
  const setupToken = await adminSetupOf(db, logger, settings).openIfNeeded();
  if (setupToken) options.onAdminSetupOpened?.(setupToken);
}

/** The first-admin setup with the collaborators createApp gives it; here only its opening runs. */
function adminSetupOf(db: Kysely<Database>, logger: Logger, settings: AccountSettings): AdminSetupService {
  const accounts = new AccountsService({ db, logger, settings, limiter: new RateLimiter(db), idTokenVerifier: undefined });
  return new AdminSetupService({ db, logger, settings, accounts });
}

/** The health monitor of this database, preparing it the first time it answers. Call start() to begin. */
export function monitorDatabase(db: Kysely<Database>, logger: Logger, checkIntervalMs?: number, options: PreparationOptions = {}): DatabaseHealth {
  return new DatabaseHealth({
    ping: () => pingDatabase(db),
    probeStorage: () => probeStorageRoom(db),
    prepare: () => prepareDatabase(db, logger, options),
    logger,
    checkIntervalMs,
  });
}
