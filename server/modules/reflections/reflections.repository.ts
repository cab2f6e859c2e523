import type { Kysely, Selectable } from 'kysely';
import type { Database, WellnessReflectionsTable } from '../../db/schema';

export type ReflectionRow = Selectable<WellnessReflectionsTable>;

/** Writes the user's reflection on the story, or replaces its text; one statement, so concurrent posts leave one row. */
export async function upsertReflection(db: Kysely<Database>, row: ReflectionRow): Promise<ReflectionRow> {
  return db
    .insertInto('wellness_reflections')
    .values(row)
    .onConflict((conflict) => conflict.columns(['user_id', 'story_id']).doUpdateSet({ content: row.content, updated_at: row.updated_at }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function listReflections(db: Kysely<Database>, userId: string): Promise<ReflectionRow[]> {
  return db.selectFrom('wellness_reflections').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

/** Erasure: the account's wellness reflections. */
export async function deleteReflectionsOf(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx.deleteFrom('wellness_reflections').where('user_id', '=', userId).execute();
}
