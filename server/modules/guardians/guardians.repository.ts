import type { Kysely, Selectable } from 'kysely';
import type { Database, GuardianContentItemsTable, GuardianContentTable, GuardiansTable } from '../../db/schema';

export type GuardianRow = GuardiansTable;
export type GuardianContentRow = Selectable<GuardianContentTable>;
export type GuardianContentItemRow = Selectable<GuardianContentItemsTable>;

export function listGuardianRows(db: Kysely<Database>): Promise<GuardianRow[]> {
  return db.selectFrom('guardians').selectAll().execute();
}

export function findGuardianRow(db: Kysely<Database>, id: string): Promise<GuardianRow | undefined> {
  return db.selectFrom('guardians').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every guardian's content entry, by guardian id. */
export function listContentRows(db: Kysely<Database>): Promise<GuardianContentRow[]> {
  return db.selectFrom('guardian_content').selectAll().orderBy('guardian_id').execute();
}

/** Content entries of the given guardians, keyed by guardian id. */
export async function findContentRows(db: Kysely<Database>, guardianIds: readonly string[]): Promise<Map<string, GuardianContentRow>> {
  if (guardianIds.length === 0) return new Map();
  const rows = await db.selectFrom('guardian_content').selectAll().where('guardian_id', 'in', guardianIds).execute();
  return new Map(rows.map((row) => [row.guardian_id, row]));
}

/** Every list line of the given guardians, in list order. */
export function listContentItemRows(db: Kysely<Database>, guardianIds: readonly string[]): Promise<GuardianContentItemRow[]> {
  if (guardianIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('guardian_content_items')
    .selectAll()
    .where('guardian_id', 'in', guardianIds)
    .orderBy('guardian_id')
    .orderBy('kind')
    .orderBy('position')
    .execute();
}
