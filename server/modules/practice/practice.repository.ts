import type { Kysely, Selectable } from 'kysely';
import type { ConsultationNoteAddendaTable, ConsultationNotesTable, Database, ExpertTimeOffTable } from '../../db/schema';

export type NoteRow = Selectable<ConsultationNotesTable>;
export type AddendumRow = Selectable<ConsultationNoteAddendaTable>;
export type TimeOffRow = Selectable<ExpertTimeOffTable>;

/** Replaces the expert's weekly windows and slot settings in one transaction: never half of the old, half of the new. */
export async function replaceSchedule(
  db: Kysely<Database>,
  expertId: string,
  settings: { time_zone: string; session_minutes: number; buffer_minutes: number },
  windows: readonly { weekday: number; start_minute: number; end_minute: number }[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('experts').set(settings).where('id', '=', expertId).execute();
    await trx.deleteFrom('expert_availability').where('expert_id', '=', expertId).execute();
    if (windows.length > 0)
      await trx
        .insertInto('expert_availability')
        .values(windows.map((window) => ({ expert_id: expertId, ...window })))
        .execute();
  });
}

/** The expert's consultation terms, as customers see them before booking. */
export async function setConsultationTerms(
  db: Kysely<Database>,
  expertId: string,
  terms: { pay_at_visit: number; free_cancellation_hours: number; late_cancellation_fee_percent: number },
): Promise<void> {
  await db.updateTable('experts').set(terms).where('id', '=', expertId).execute();
}

/** The expert's meeting link template; null removes it. Consultations already booked keep the link they have. */
export async function setMeetingLinkTemplate(db: Kysely<Database>, expertId: string, template: string | null): Promise<void> {
  await db.updateTable('experts').set({ meeting_link_template: template }).where('id', '=', expertId).execute();
}

export async function insertTimeOff(db: Kysely<Database>, row: TimeOffRow): Promise<void> {
  await db.insertInto('expert_time_off').values(row).execute();
}

export async function deleteTimeOff(db: Kysely<Database>, expertId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('expert_time_off').where('id', '=', id).where('expert_id', '=', expertId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** An expert's consultations with the client's display name: what the Today tab and an outcome change both read. */
function practiceConsultations(db: Kysely<Database>, expertId: string) {
  return db
    .selectFrom('consultations')
    .innerJoin('users', 'users.id', 'consultations.customer_user_id')
    .select([
      'consultations.id',
      'consultations.starts_at',
      'consultations.ends_at',
      'consultations.status',
      'consultations.customer_user_id',
      'consultations.notes',
      'consultations.join_url',
      'users.display_name',
    ])
    .where('consultations.expert_id', '=', expertId);
}

/** Consultations with the expert that start in [from, to), earliest first. */
export function consultationsBetween(db: Kysely<Database>, expertId: string, from: string, to: string) {
  return practiceConsultations(db, expertId)
    .where('consultations.starts_at', '>=', from)
    .where('consultations.starts_at', '<', to)
    .orderBy('consultations.starts_at')
    .orderBy('consultations.id')
    .execute();
}
export type PracticeConsultationRow = Awaited<ReturnType<typeof consultationsBetween>>[number];

export function findPracticeConsultation(db: Kysely<Database>, expertId: string, id: string): Promise<PracticeConsultationRow | undefined> {
  return practiceConsultations(db, expertId).where('consultations.id', '=', id).executeTakeFirst();
}

export async function updateConsultation(
  db: Kysely<Database>,
  id: string,
  changes: { join_url?: string | null; status?: string; updated_at: string },
  onlyWhileStatus?: string,
): Promise<boolean> {
  let query = db.updateTable('consultations').set(changes).where('id', '=', id);
  if (onlyWhileStatus) query = query.where('status', '=', onlyWhileStatus);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** How many notes the author wrote on each of these consultations. */
export async function noteCounts(db: Kysely<Database>, authorId: string, consultationIds: readonly string[]): Promise<Map<string, number>> {
  if (consultationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('consultation_notes')
    .select(['consultation_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('author_user_id', '=', authorId)
    .where('consultation_id', 'in', [...consultationIds])
    .groupBy('consultation_id')
    .execute();
  return new Map(rows.map((row) => [row.consultation_id, Number(row.count)]));
}

export function notesOf(db: Kysely<Database>, authorId: string, consultationId: string): Promise<NoteRow[]> {
  return db
    .selectFrom('consultation_notes')
    .selectAll()
    .where('author_user_id', '=', authorId)
    .where('consultation_id', '=', consultationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findOwnNote(db: Kysely<Database>, authorId: string, id: string): Promise<NoteRow | undefined> {
  return db.selectFrom('consultation_notes').selectAll().where('id', '=', id).where('author_user_id', '=', authorId).executeTakeFirst();
}

export async function addendaOf(db: Kysely<Database>, noteIds: readonly string[]): Promise<Map<string, AddendumRow[]>> {
  const found = new Map<string, AddendumRow[]>();
  if (noteIds.length === 0) return found;
  const rows = await db
    .selectFrom('consultation_note_addenda')
    .selectAll()
    .where('note_id', 'in', [...noteIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) found.set(row.note_id, [...(found.get(row.note_id) ?? []), row]);
  return found;
}

export async function insertNote(db: Kysely<Database>, row: NoteRow): Promise<void> {
  await db.insertInto('consultation_notes').values(row).execute();
}

/** Only a draft changes: a parallel sign that got there first wins. */
export async function updateDraftNote(db: Kysely<Database>, id: string, changes: { body?: string; signed_at?: string; updated_at: string }): Promise<boolean> {
  const result = await db.updateTable('consultation_notes').set(changes).where('id', '=', id).where('signed_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertAddendum(db: Kysely<Database>, row: AddendumRow): Promise<void> {
  await db.insertInto('consultation_note_addenda').values(row).execute();
}

/** Erasure: practitioners' chart notes about the client's consultations. */
export async function deleteChartNotesAbout(trx: Kysely<Database>, customerId: string): Promise<void> {
  await trx
    .deleteFrom('consultation_notes')
    .where('consultation_id', 'in', trx.selectFrom('consultations').select('id').where('customer_user_id', '=', customerId))
    .execute();
}
