import type { Kysely } from 'kysely';
import type { Database, GuardiansTable } from '../../db/schema';

export type GuardianRow = GuardiansTable;

export function listGuardianRows(db: Kysely<Database>): Promise<GuardianRow[]> {
  return db.selectFrom('guardians').selectAll().execute();
}

export function findGuardianRow(db: Kysely<Database>, id: string): Promise<GuardianRow | undefined> {
  return db.selectFrom('guardians').selectAll().where('id', '=', id).executeTakeFirst();
}
