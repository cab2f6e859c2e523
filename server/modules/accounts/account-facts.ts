// What other modules may ask of an account, row-free: its roles, and whether a password it was given is its own.
import type { Kysely } from 'kysely';
import type { Role } from '@common/roles';
import type { Database } from '../../db/schema';
import { findUserById, listRoles } from './accounts.repository';
import { verifyPassword } from './password-hash';

/** The roles the account holds, sorted (none for an unknown account). */
export async function rolesOf(executor: Kysely<Database>, userId: string): Promise<Role[]> {
  return listRoles(executor, userId);
}

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
