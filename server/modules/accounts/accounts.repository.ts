import type { Kysely, Selectable } from 'kysely';
import { isRole } from '@common/roles';
import type { Role } from '@common/roles';
import type { Database, UsersTable } from '../../db/schema';

export type UserRow = Selectable<UsersTable>;

export function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The accounts of the given ids that exist, keyed by id. */
export async function findUsersByIds(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, UserRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** `email` must already be normalised (trimmed, lower-cased). */
export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserByFirebaseUid(db: Kysely<Database>, firebaseUid: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('firebase_uid', '=', firebaseUid).executeTakeFirst();
}

export async function listRoles(db: Kysely<Database>, userId: string): Promise<Role[]> {
  const rows = await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).orderBy('role').execute();
  return rows.map((row) => row.role).filter(isRole);
}

export async function insertUser(db: Kysely<Database>, user: UserRow, roles: readonly Role[]): Promise<void> {
  await db.insertInto('users').values(user).execute();
  if (roles.length > 0) {
    await db
      .insertInto('user_roles')
      .values(roles.map((role) => ({ user_id: user.id, role, created_at: user.created_at })))
      .execute();
  }
}

export async function addRole(db: Kysely<Database>, userId: string, role: Role, now: string): Promise<void> {
  await db
    .insertInto('user_roles')
    .values({ user_id: userId, role, created_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'role']).doNothing())
    .execute();
}

/** Links only an account that has no Firebase uid yet; false when another sign-in linked it first. */
export async function linkFirebaseUid(db: Kysely<Database>, userId: string, firebaseUid: string, profile: { photoUrl: string | null }): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set((eb) => ({ firebase_uid: firebaseUid, photo_url: eb.fn.coalesce('photo_url', eb.val(profile.photoUrl)) }))
    .where('id', '=', userId)
    .where('firebase_uid', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function hasUserWithRole(db: Kysely<Database>, role: Role): Promise<boolean> {
  const row = await db.selectFrom('user_roles').select('user_id').where('role', '=', role).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Issue 16: when the account last started a session (shown to staff on the Users screen). */
export async function recordSignIn(db: Kysely<Database>, userId: string, at: string): Promise<void> {
  await db.updateTable('users').set({ last_sign_in_at: at }).where('id', '=', userId).execute();
}

/** Issue 16: a role taken away on the Users screen; false when the account did not hold it. */
export async function removeRole(db: Kysely<Database>, userId: string, role: Role): Promise<boolean> {
  const result = await db.deleteFrom('user_roles').where('user_id', '=', userId).where('role', '=', role).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The roles of several accounts at once, keyed by account id. */
export async function listRolesOf(db: Kysely<Database>, userIds: readonly string[]): Promise<Map<string, Role[]>> {
  const held = new Map<string, Role[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return held;
  const rows = await db
    .selectFrom('user_roles')
    .select(['user_id', 'role'])
    .where('user_id', 'in', [...userIds])
    .orderBy('role')
    .execute();
  for (const row of rows) if (isRole(row.role)) held.get(row.user_id)?.push(row.role);
  return held;
}

/** Erasure: the account's roles. */
export async function deleteRolesOf(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
}

/** Erasure, last: the account row kept (the ledger and orders point at it) with nothing that names the person. */
export async function anonymiseAccount(trx: Kysely<Database>, userId: string, erasedEmail: string): Promise<void> {
  await trx
    .updateTable('users')
    .set({ email: erasedEmail, uid: `erased-${userId}`, display_name: '', photo_url: null, password_hash: null, firebase_uid: null })
    .where('id', '=', userId)
    .execute();
  await trx.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
}
