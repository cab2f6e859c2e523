import type { Kysely } from 'kysely';
import type { HealthyHabit } from '../../../common/contracts/habits';
import type { Database } from '../../db/schema';
import { requireGuardian } from '../guardians/guardians.service';
import { listHabitsOfGuardian } from './habits.repository';

/** 404 GUARDIAN_NOT_FOUND for an unknown guardian, so a typo is not mistaken for a guardian without habits. */
export async function listHealthyHabits(db: Kysely<Database>, guardianId: string): Promise<HealthyHabit[]> {
  const guardian = await requireGuardian(db, guardianId);
  return listHabitsOfGuardian(db, guardian.id);
}
