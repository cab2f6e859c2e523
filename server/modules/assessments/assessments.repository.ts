import type { Kysely, Selectable } from 'kysely';
import type { AssessmentClaimsTable, AssessmentsTable, Database } from '../../db/schema';

export type AssessmentRow = Selectable<AssessmentsTable>;
export type AssessmentClaimRow = Selectable<AssessmentClaimsTable>;

export async function insertAssessment(db: Kysely<Database>, row: AssessmentRow): Promise<void> {
  await db.insertInto('assessments').values(row).execute();
}

/** Newest first; the id settles two assessments stored in the same millisecond. */
export function listAssessmentsOfUser(db: Kysely<Database>, userId: string): Promise<AssessmentRow[]> {
  return db.selectFrom('assessments').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** A guest claim's assessments: under its temporary email and not yet moved to an account. */
export function listGuestAssessments(db: Kysely<Database>, tempEmail: string): Promise<AssessmentRow[]> {
  return db
    .selectFrom('assessments')
    .selectAll()
    .where('email', '=', tempEmail)
    .where('user_id', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Hands a guest claim's assessments to an account; returns how many moved. */
export async function moveGuestAssessments(db: Kysely<Database>, tempEmail: string, owner: { userId: string; email: string }): Promise<number> {
  const result = await db
    .updateTable('assessments')
    .set({ user_id: owner.userId, email: owner.email })
    .where('email', '=', tempEmail)
    .where('user_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function findClaim(db: Kysely<Database>, id: string): Promise<AssessmentClaimRow | undefined> {
  return db.selectFrom('assessment_claims').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertClaim(db: Kysely<Database>, row: AssessmentClaimRow): Promise<void> {
  await db.insertInto('assessment_claims').values(row).execute();
}

export async function extendClaim(db: Kysely<Database>, id: string, expiresAt: string): Promise<void> {
  await db.updateTable('assessment_claims').set({ expires_at: expiresAt }).where('id', '=', id).execute();
}

export async function deleteClaim(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('assessment_claims').where('id', '=', id).execute();
}

/** Removes expired claims together with the guest assessments nobody can read any more. */
export async function deleteExpiredClaims(db: Kysely<Database>, nowIso: string): Promise<void> {
  await db
    .deleteFrom('assessments')
    .where('user_id', 'is', null)
    .where('email', 'in', (eb) => eb.selectFrom('assessment_claims').select('temp_email').where('expires_at', '<=', nowIso))
    .execute();
  await db.deleteFrom('assessment_claims').where('expires_at', '<=', nowIso).execute();
}

/** Erasure: the account's assessments. */
export async function deleteAssessmentsOf(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx.deleteFrom('assessments').where('user_id', '=', userId).execute();
}
