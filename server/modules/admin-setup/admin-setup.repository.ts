import type { Kysely, Selectable } from 'kysely';
import type { AdminSetupTable, Database } from '../../db/schema';

/** The single row of the first-admin setup. */
const SETUP_ID = 'first_admin';

export type AdminSetupRow = Selectable<AdminSetupTable>;

export function readAdminSetup(db: Kysely<Database>): Promise<AdminSetupRow | undefined> {
  return db.selectFrom('admin_setup').selectAll().where('id', '=', SETUP_ID).executeTakeFirst();
}

/** Replaces any earlier token: only the one printed at the latest start works. */
export async function storeSetupTokenHash(db: Kysely<Database>, tokenHash: string, now: string): Promise<void> {
  await db
    .insertInto('admin_setup')
    .values({ id: SETUP_ID, token_hash: tokenHash, issued_at: now, closed_at: null })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ token_hash: tokenHash, issued_at: now, closed_at: null }))
    .execute();
}

/** Closes setup if it is still open with this token; false when another request closed it first. */
export async function closeSetupWithToken(db: Kysely<Database>, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('admin_setup')
    .set({ token_hash: null, closed_at: now })
    .where('id', '=', SETUP_ID)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Forgets a token left from before an admin existed. */
export async function closeSetup(db: Kysely<Database>, now: string): Promise<void> {
  await db.updateTable('admin_setup').set({ token_hash: null, closed_at: now }).where('id', '=', SETUP_ID).where('token_hash', 'is not', null).execute();
}
