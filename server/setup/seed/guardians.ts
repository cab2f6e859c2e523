import type { Kysely } from 'kysely';
import { GUARDIANS } from '@common/guardians';
import type { Database } from '../../db/schema';

/** The five guardians of spec section 1; existing rows are left as they are. */
export async function seedGuardians(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('guardians')
    .values(
      GUARDIANS.map((guardian) => ({
        id: guardian.id,
        persona_name: guardian.personaName,
        title: guardian.title,
        area: guardian.area,
        theme: guardian.theme,
      })),
    )
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}
