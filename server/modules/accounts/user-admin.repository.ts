// The Users screen's queries (issue 16). Searching and disabling accounts touch the users table; the order count is
// read here as the admin home reads across modules' tables: counting only, never writing to them.
import type { Kysely } from 'kysely';
import type { Role } from '@common/roles';
import type { Database } from '../../db/schema';
import type { UserRow } from './accounts.repository';
import { GUEST_ORDERS_HOLDER_ID } from './guest-orders-holder';

export interface UserSearchFilter {
  /** Part of the email or the display name; LIKE wildcards in it are taken literally by dropping them. */
  text?: string | undefined;
  role?: Role | undefined;
  status?: 'active' | 'disabled' | undefined;
}

function filtered(db: Kysely<Database>, filter: UserSearchFilter) {
  // The holder of guests' orders is the store's, not a person's account.
  let query = db.selectFrom('users').where('id', '!=', GUEST_ORDERS_HOLDER_ID);
  if (filter.text !== undefined) {
    const pattern = `%${filter.text.toLowerCase().replace(/[%_\\]/g, '')}%`;
    query = query.where((eb) => eb.or([eb('email', 'like', pattern), eb(eb.fn<string>('lower', ['display_name']), 'like', pattern)]));
  }
  const { role } = filter;
  if (role !== undefined) query = query.where('id', 'in', db.selectFrom('user_roles').select('user_id').where('role', '=', role));
  if (filter.status === 'disabled') query = query.where('disabled_at', 'is not', null);
  if (filter.status === 'active') query = query.where('disabled_at', 'is', null);
  return query;
}

export function searchUsers(db: Kysely<Database>, filter: UserSearchFilter, limit: number, offset: number): Promise<UserRow[]> {
  return filtered(db, filter).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

export async function countUsers(db: Kysely<Database>, filter: UserSearchFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function countOrdersOf(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Disables an enabled account; false when it is already disabled (or does not exist). */
export async function markDisabled(db: Kysely<Database>, userId: string, change: { at: string; byUserId: string; reason: string }): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ disabled_at: change.at, disabled_by_user_id: change.byUserId, disabled_reason: change.reason })
    .where('id', '=', userId)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Enables a disabled account; false when it is not disabled (or does not exist). */
export async function markEnabled(db: Kysely<Database>, userId: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ disabled_at: null, disabled_by_user_id: null, disabled_reason: null })
    .where('id', '=', userId)
    .where('disabled_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
