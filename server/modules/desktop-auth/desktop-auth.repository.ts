import type { Kysely, Selectable } from 'kysely';
import type { Database, DesktopAuthCodesTable } from '../../db/schema';

export type DesktopAuthCodeRow = Selectable<DesktopAuthCodesTable>;

export async function insertCode(db: Kysely<Database>, row: DesktopAuthCodeRow): Promise<void> {
  await db.insertInto('desktop_auth_codes').values(row).execute();
}

export function findCode(db: Kysely<Database>, codeHash: string): Promise<DesktopAuthCodeRow | undefined> {
  return db.selectFrom('desktop_auth_codes').selectAll().where('code_hash', '=', codeHash).executeTakeFirst();
}

/** Marks the code used unless it already is; of two exchanges racing with the same code, exactly one gets true. */
export async function spendCode(db: Kysely<Database>, codeHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('desktop_auth_codes')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the codes that expired at or before `at`; returns how many. */
export async function deleteCodesExpiredBy(db: Kysely<Database>, at: string): Promise<number> {
  const result = await db.deleteFrom('desktop_auth_codes').where('expires_at', '<=', at).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Erasure: the account's desktop sign-in codes. */
export async function deleteDesktopCodesOf(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx.deleteFrom('desktop_auth_codes').where('user_id', '=', userId).execute();
}
