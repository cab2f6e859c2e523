import type { Kysely, Selectable } from 'kysely';
import type { CareAccessLogTable, CareConsentsTable, CareInvitationsTable, Database } from '../../db/schema';

export type ConsentRow = Selectable<CareConsentsTable>;
export type InvitationRow = Selectable<CareInvitationsTable>;
export type AccessLogRow = Selectable<CareAccessLogTable>;

export function findActiveConsent(db: Kysely<Database>, customerId: string, practitionerUserId: string): Promise<ConsentRow | undefined> {
  return db
    .selectFrom('care_consents')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('practitioner_user_id', '=', practitionerUserId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export function findConsentOf(db: Kysely<Database>, customerId: string, id: string): Promise<ConsentRow | undefined> {
  return db.selectFrom('care_consents').selectAll().where('id', '=', id).where('customer_id', '=', customerId).executeTakeFirst();
}

export async function insertConsent(db: Kysely<Database>, row: ConsentRow): Promise<void> {
  await db.insertInto('care_consents').values(row).execute();
}

export async function updateConsentScopes(db: Kysely<Database>, id: string, scopes: string, now: string): Promise<void> {
  await db.updateTable('care_consents').set({ scopes, updated_at: now }).where('id', '=', id).execute();
}

export async function revokeConsent(db: Kysely<Database>, id: string, now: string): Promise<void> {
  await db.updateTable('care_consents').set({ revoked_at: now, updated_at: now }).where('id', '=', id).where('revoked_at', 'is', null).execute();
}

/** Active first, then revoked; newest first within each. */
export function listConsentsOfCustomer(db: Kysely<Database>, customerId: string): Promise<ConsentRow[]> {
  return db
    .selectFrom('care_consents')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy((eb) => eb.case().when('revoked_at', 'is', null).then(0).else(1).end())
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export function listActiveConsentsToPractitioner(db: Kysely<Database>, practitionerUserId: string): Promise<ConsentRow[]> {
  return db
    .selectFrom('care_consents')
    .selectAll()
    .where('practitioner_user_id', '=', practitionerUserId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function insertInvitation(db: Kysely<Database>, row: InvitationRow): Promise<void> {
  await db.insertInto('care_invitations').values(row).execute();
}

export function findInvitation(db: Kysely<Database>, id: string): Promise<InvitationRow | undefined> {
  return db.selectFrom('care_invitations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countInvitationsSince(db: Kysely<Database>, practitionerUserId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('care_invitations')
    .select((eb) => eb.fn.countAll<string | number>().as('sent'))
    .where('practitioner_user_id', '=', practitionerUserId)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return Number(row?.sent ?? 0);
}

export function listPendingInvitations(db: Kysely<Database>, email: string, now: string): Promise<InvitationRow[]> {
  return db
    .selectFrom('care_invitations')
    .selectAll()
    .where('email', '=', email)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Answers a pending invitation; false when it was answered meanwhile. */
export async function answerInvitation(db: Kysely<Database>, id: string, status: 'accepted' | 'declined', now: string): Promise<boolean> {
  const result = await db
    .updateTable('care_invitations')
    .set({ status, responded_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertAccessLog(db: Kysely<Database>, row: AccessLogRow): Promise<void> {
  await db.insertInto('care_access_log').values(row).execute();
}

export function listAccessLogOf(db: Kysely<Database>, customerId: string, limit: number): Promise<AccessLogRow[]> {
  return db.selectFrom('care_access_log').selectAll().where('customer_id', '=', customerId).orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
}

/** Erasure: who read the client's data, and the invitations sent to their email. */
export async function deleteAccessLogAndInvitationsOf(trx: Kysely<Database>, customerId: string, email: string): Promise<void> {
  await trx.deleteFrom('care_access_log').where('customer_id', '=', customerId).execute();
  await trx.deleteFrom('care_invitations').where('email', '=', email).execute();
}

/** Erasure: the client's consents withdrawn, kept as evidence of what was shared until now. */
export async function withdrawConsentsOf(trx: Kysely<Database>, customerId: string, at: string): Promise<void> {
  await trx
    .updateTable('care_consents')
    .set({ revoked_at: at, updated_at: at })
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null)
    .execute();
}
