// How other modules name an account (a reviewer, a client, a submitter, a practitioner without a profile), row-free.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findUserByEmail, findUsersByIds } from './accounts.repository';

export interface AccountName {
  id: string;
  email: string;
  displayName: string;
}

/** The name and email of each account of `ids` that exists, by id. */
export async function accountNamesByIds(executor: Kysely<Database>, ids: readonly string[]): Promise<Map<string, AccountName>> {
  const users = await findUsersByIds(executor, ids);
  return new Map([...users.values()].map((user) => [user.id, { id: user.id, email: user.email, displayName: user.display_name }]));
}

/** Whether an account uses `email` (normalised as stored). */
export async function emailInUse(executor: Kysely<Database>, email: string): Promise<boolean> {
  return (await findUserByEmail(executor, email)) !== undefined;
}
