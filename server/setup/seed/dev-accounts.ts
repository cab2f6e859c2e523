// Development only (NODE_ENV is not production): one account per partner role, so each partner screen can be tried
// at once. The README lists these. Production never creates them, and locks any it finds (see lockDevAccounts).
import type { Kysely } from 'kysely';
import type { Role } from '@common/roles';
import { findUserByEmail, insertUser } from '../../modules/accounts/accounts.repository';
import { newUserRow } from '../../modules/accounts/accounts.service';
import { hashPassword } from '../../modules/accounts/password-hash';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';

/** The password of every development partner account. */
export const DEV_ACCOUNT_PASSWORD = 'Guardians-dev-2026!';

export interface DevAccount {
  role: Role;
  email: string;
  displayName: string;
}

export const DEV_ACCOUNTS: readonly DevAccount[] = [
  { role: 'ayurvedic', email: 'ayurvedic@dev.guardians.test', displayName: 'Vaidya Asha (development ayurvedic practitioner)' },
  { role: 'nutritionist', email: 'nutritionist@dev.guardians.test', displayName: 'Nina Nutrition (development nutritionist)' },
  { role: 'health_coach', email: 'health-coach@dev.guardians.test', displayName: 'Harper Coach (development health coach)' },
  { role: 'doctor', email: 'doctor@dev.guardians.test', displayName: 'Dr. Devi (development doctor)' },
  { role: 'lab', email: 'lab@dev.guardians.test', displayName: 'Lumen Labs (development lab)' },
  { role: 'brand_partner', email: 'brand-partner@dev.guardians.test', displayName: 'Bloom Botanicals (development brand partner)' },
];

/** Creates the accounts that are missing; an existing one keeps whatever was changed on it. */
export async function seedDevAccounts(db: Kysely<Database>, now = new Date()): Promise<number> {
  let created = 0;
  for (const account of DEV_ACCOUNTS) {
    if (await findUserByEmail(db, account.email)) continue;
    const row = newUserRow(
      { email: account.email, auth_provider: 'simple', display_name: account.displayName, password_hash: await hashPassword(DEV_ACCOUNT_PASSWORD) },
      now,
    );
    try {
      await db.transaction().execute((trx) => insertUser(trx, row, [account.role]));
      created += 1;
    } catch (error) {
      // Another instance seeding the same database at the same moment created it: nothing left to do.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return created;
}

/** Where development accounts exist but must not be usable (production), their published password stops working. */
export async function lockDevAccounts(db: Kysely<Database>): Promise<number> {
  const result = await db
    .updateTable('users')
    .set({ password_hash: null })
    .where(
      'email',
      'in',
      DEV_ACCOUNTS.map((account) => account.email),
    )
    .where('password_hash', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
