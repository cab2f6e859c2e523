// The first admin (DESIGN.md 4): while no admin exists, every start prints a new one-time token; whoever can read
// the server's output can create the first admin with it at /admin-setup. Only the token's hash is stored.
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AccountSettings } from '../../config';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { checkNewCredentials, hasUserWithRole } from '../accounts/accounts.exports';
import { randomToken, sameDigest, sha256Hex } from '../../http/secrets';
import type { AccountsService } from '../accounts/accounts.exports';
import { recordStaffWrite } from '../audit/audit.exports';
import { closeSetup, closeSetupWithToken, readAdminSetup, storeSetupTokenHash } from './admin-setup.repository';

const setupClosed = () => new AppError(409, 'SETUP_CLOSED', 'The first admin has already been created. Sign in at /admin-login instead.');

/**
 * Tells the operator the token: on the log (the one place a token is written on purpose, as the message text, which
 * redaction by key does not touch) and on standard output, which shows even when the log level hides warnings.
 */
export function announceAdminSetupToken(logger: Logger, token: string, print: (text: string) => void = (text) => process.stdout.write(text)): void {
  const instruction = `No admin exists yet. Open /admin-setup and enter this one-time setup token to create the first admin: ${token}`;
  logger.warn(instruction);
  print(`\n${'='.repeat(72)}\n${instruction}\n${'='.repeat(72)}\n\n`);
}

export interface AdminSetupDependencies {
  db: Kysely<Database>;
  logger: Logger;
  settings: Pick<AccountSettings, 'passwordPolicy'>;
  /** Creates the admin's account inside the transaction that spends the token. */
  accounts: Pick<AccountsService, 'createSimpleAccount'>;
}

export class AdminSetupService {
  readonly #deps: AdminSetupDependencies;

  constructor(deps: AdminSetupDependencies) {
    this.#deps = deps;
  }

  /** Issues a new setup token when the database has no admin yet; null when setup is closed. */
  async openIfNeeded(now = new Date()): Promise<string | null> {
    const { db } = this.#deps;
    if (await hasUserWithRole(db, 'admin')) {
      await closeSetup(db, now.toISOString());
      return null;
    }
    const token = randomToken();
    await storeSetupTokenHash(db, sha256Hex(token), now.toISOString());
    return token;
  }

  async isOpen(): Promise<boolean> {
    const { db } = this.#deps;
    const setup = await readAdminSetup(db);
    return Boolean(setup?.token_hash) && !(await hasUserWithRole(db, 'admin'));
  }

  /** Creates the first admin and closes setup in one transaction; returns the admin's account id. */
  async complete(input: { token: string; email: string; password: string; displayName?: string | undefined }, ip: string | null = null): Promise<string> {
    const { db, settings, accounts } = this.#deps;
    const setup = await readAdminSetup(db);
    if (!setup?.token_hash || (await hasUserWithRole(db, 'admin'))) throw setupClosed();
    const tokenHash = sha256Hex(input.token.trim());
    if (!sameDigest(tokenHash, setup.token_hash)) {
      throw new AppError(403, 'INVALID_SETUP_TOKEN', 'This setup token is not valid. Copy the token the server printed at its latest start.');
    }
    const credentials = await checkNewCredentials(input.email, input.password, settings, input.displayName);

    let userId: string;
    try {
      userId = await db.transaction().execute(async (trx) => {
        // The token is spent by whichever request closes setup first; a parallel one finds it closed.
        if (!(await closeSetupWithToken(trx, tokenHash, new Date().toISOString()))) throw setupClosed();
        const created = await accounts.createSimpleAccount(credentials, input.displayName, ['admin'], trx);
        // The first role grant of the store, by the new admin themself (issue 16: role changes are audited).
        const summary = 'First admin created with the one-time setup token';
        await recordStaffWrite(
          trx,
          { actorId: created, actorEmail: credentials.email, ip },
          { action: 'role.granted', entityType: 'user', entityId: created, summary },
        );
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw setupClosed();
      throw error;
    }
    this.#deps.logger.warn({ userId }, 'First admin created; admin setup is closed');
    return userId;
  }
}
