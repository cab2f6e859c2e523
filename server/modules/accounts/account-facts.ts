// What other modules may ask of an account, row-free: whether it signs in with a password, and whether one it was
// given is its own. (Its roles: accounts.exports.ts hands out the repository's listRoles as rolesOf.)
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findUserById } from './accounts.repository';
import { verifyPassword } from './password-hash';

/** Whether the account signs in with a password; undefined when there is no such account. */
export async function signsInWithPassword(executor: Kysely<Database>, userId: string): Promise<boolean | undefined> {
  const user = await findUserById(executor, userId);
  return user && user.password_hash !== null;
}

/** Whether `password` is the account's own (false for an account without one). */
export async function isOwnPassword(executor: Kysely<Database>, userId: string, password: string): Promise<boolean> {
  const hash = (await findUserById(executor, userId))?.password_hash;
  return hash ? verifyPassword(password, hash) : false;
}
