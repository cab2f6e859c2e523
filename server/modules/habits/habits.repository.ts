import type { Kysely } from 'kysely';
import type { HealthyHabit } from '@common/contracts/habits';
import type { Database } from '../../db/schema';

export function listHabitsOfGuardian(db: Kysely<Database>, guardianId: string): Promise<HealthyHabit[]> {
  return db
    .selectFrom('healthy_habits')
    .select(['id', 'title', 'description'])
    .where('guardian_id', '=', guardianId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Every guardian's habits with their guardian, by guardian and position: what the chat's knowledge base quotes. */
export function listAllHabits(db: Kysely<Database>): Promise<Array<HealthyHabit & { guardianId: string }>> {
  return db
    .selectFrom('healthy_habits')
    .select(['id', 'title', 'description', 'guardian_id as guardianId'])
    .orderBy('guardian_id')
    .orderBy('position')
    .execute();
}
