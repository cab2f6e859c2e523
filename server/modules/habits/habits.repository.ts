import type { Kysely } from 'kysely';
import type { HealthyHabit } from '../../../common/contracts/habits';
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
