// The API's view of an account (common/contracts/accounts.ts AccountUser), built from its rows.
import type { Kysely } from 'kysely';
import type { AccountUser } from '@common/contracts/accounts';
import type { Role } from '@common/roles';
import type { Database } from '../../db/schema';
import { findUserById, listRoles } from './accounts.repository';
import type { UserRow } from './accounts.repository';

export function toAccountUser(row: UserRow, roles: readonly Role[]): AccountUser {
  return {
    id: row.id,
    uid: row.uid,
    email: row.email,
    displayName: row.display_name,
    photoURL: row.photo_url,
    isDemo: Boolean(row.is_demo),
    roles: [...roles],
    authProvider: row.auth_provider,
    createdAt: row.created_at,
  };
}

export async function loadAccountUser(db: Kysely<Database>, userId: string): Promise<AccountUser | undefined> {
  const row = await findUserById(db, userId);
  return row ? toAccountUser(row, await listRoles(db, userId)) : undefined;
}
