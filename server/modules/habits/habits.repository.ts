import type { Kysely, Selectable } from 'kysely';
import type { HealthyHabit } from '@common/contracts/habits';
import type { Database, HealthyHabitsTable } from '../../db/schema';

export type HealthyHabitRow = Selectable<HealthyHabitsTable>;

export function listHabitsOfGuardian(db: Kysely<Database>, guardianId: string): Promise<HealthyHabit[]> {
  return db
    .selectFrom('healthy_habits')
    .select(['id', 'title', 'description'])
    .where('guardian_id', '=', guardianId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Every guardian's habits, by guardian and position: what the chat's knowledge base quotes. */
export function listAllHabits(db: Kysely<Database>): Promise<HealthyHabitRow[]> {
  return db.selectFrom('healthy_habits').selectAll().orderBy('guardian_id').orderBy('position').execute();
}
