import type { Kysely } from 'kysely';
import type { GuardianSummary } from '../../../common/contracts/guardians';
import { GUARDIAN_IDS, guardianColor, isGuardianId } from '../../../common/guardians';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { findGuardianRow, listGuardianRows } from './guardians.repository';
import type { GuardianRow } from './guardians.repository';

function toSummary(row: GuardianRow & { id: GuardianSummary['id'] }): GuardianSummary {
  return { id: row.id, personaName: row.persona_name, title: row.title, area: row.area, color: guardianColor(row.theme) };
}

function isKnownGuardian(row: GuardianRow): row is GuardianRow & { id: GuardianSummary['id'] } {
  return isGuardianId(row.id);
}

/** In the catalog order of spec section 1, not the database's order. */
export async function listGuardians(db: Kysely<Database>): Promise<GuardianSummary[]> {
  const rows = (await listGuardianRows(db)).filter(isKnownGuardian);
  rows.sort((a, b) => GUARDIAN_IDS.indexOf(a.id) - GUARDIAN_IDS.indexOf(b.id));
  return rows.map(toSummary);
}

export async function getGuardian(db: Kysely<Database>, id: string): Promise<GuardianSummary> {
  const row = await findGuardianRow(db, id);
  if (!row || !isKnownGuardian(row)) {
    throw new AppError(404, 'GUARDIAN_NOT_FOUND', `There is no guardian "${id}". Choose one of: ${GUARDIAN_IDS.join(', ')}.`);
  }
  return toSummary(row);
}
