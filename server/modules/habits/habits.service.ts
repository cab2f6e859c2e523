import type { Kysely } from 'kysely';
import type { HealthyHabit } from '@common/contracts/habits';
import type { Database } from '../../db/schema';
import type { GuardiansService } from '../guardians/guardians.exports';
import { listHabitsOfGuardian } from './habits.repository';

export interface HabitsDependencies {
  db: Kysely<Database>;
  guardians: Pick<GuardiansService, 'require'>;
}

export class HabitsService {
  readonly #deps: HabitsDependencies;

  constructor(deps: HabitsDependencies) {
    this.#deps = deps;
  }

  /** 404 GUARDIAN_NOT_FOUND for an unknown guardian, so a typo is not mistaken for a guardian without habits. */
  async ofGuardian(guardianId: string): Promise<HealthyHabit[]> {
    const guardian = await this.#deps.guardians.require(guardianId);
    return listHabitsOfGuardian(this.#deps.db, guardian.id);
  }
}
