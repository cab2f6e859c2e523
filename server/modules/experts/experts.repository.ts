import type { Kysely, Selectable } from 'kysely';
import type { ConsultationsTable, Database, ExpertAvailabilityTable, ExpertsTable, ExpertTimeOffTable } from '../../db/schema';

export type ExpertRow = Selectable<ExpertsTable>;
export type AvailabilityRow = Selectable<ExpertAvailabilityTable>;
export type ConsultationRow = Selectable<ConsultationsTable>;

export function listExpertRows(
  db: Kysely<Database>,
  filter: { profession?: string | undefined; guardian?: string | undefined },
  sort: 'rating' | 'price_asc' | 'price_desc' | 'name',
): Promise<ExpertRow[]> {
  let query = db.selectFrom('experts').selectAll();
  if (filter.profession) query = query.where('profession', '=', filter.profession);
  if (filter.guardian) query = query.where('guardian_focus', '=', filter.guardian);
  switch (sort) {
    case 'rating':
      query = query.orderBy('rating_tenths', 'desc').orderBy('review_count', 'desc');
      break;
    case 'price_asc':
      query = query.orderBy('price', 'asc');
      break;
    case 'price_desc':
      query = query.orderBy('price', 'desc');
      break;
    case 'name':
      query = query.orderBy('name');
      break;
  }
  return query.orderBy('id').execute();
}

export function findExpertBySlug(db: Kysely<Database>, slug: string): Promise<ExpertRow | undefined> {
  return db.selectFrom('experts').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export function findExpertById(db: Kysely<Database>, id: string): Promise<ExpertRow | undefined> {
  return db.selectFrom('experts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findExpertsByIds(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, ExpertRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('experts')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export function availabilityOf(db: Kysely<Database>, expertId: string): Promise<AvailabilityRow[]> {
  return db.selectFrom('expert_availability').selectAll().where('expert_id', '=', expertId).orderBy('weekday').orderBy('start_minute').execute();
}

/** The expert's active bookings that overlap [from, to), as intervals: a changed slot length must not double-book. */
export function bookedIntervals(
  db: Kysely<Database>,
  expertId: string,
  from: string,
  to: string,
): Promise<{ id: string; starts_at: string; ends_at: string }[]> {
  return db
    .selectFrom('consultations')
    .select(['id', 'starts_at', 'ends_at'])
    .where('expert_id', '=', expertId)
    .where('status', '=', 'booked')
    .where('ends_at', '>', from)
    .where('starts_at', '<', to)
    .execute();
}

/** Time off of the expert that has not ended at `now`, soonest first. */
export function currentTimeOffOf(db: Kysely<Database>, expertId: string, now: string): Promise<Selectable<ExpertTimeOffTable>[]> {
  return db.selectFrom('expert_time_off').selectAll().where('expert_id', '=', expertId).where('ends_at', '>', now).orderBy('starts_at').orderBy('id').execute();
}

export async function insertConsultation(db: Kysely<Database>, row: ConsultationRow): Promise<void> {
  await db.insertInto('consultations').values(row).execute();
}

export function findConsultation(db: Kysely<Database>, id: string): Promise<ConsultationRow | undefined> {
  return db.selectFrom('consultations').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listConsultationsOfCustomer(db: Kysely<Database>, userId: string): Promise<ConsultationRow[]> {
  return db.selectFrom('consultations').selectAll().where('customer_user_id', '=', userId).orderBy('starts_at').orderBy('id').execute();
}

/**
 * Only a booking still booked changes: a parallel cancel or reschedule that got there first wins. Every change here
 * (a move, the cancellation) raises the calendar invite's SEQUENCE, so the customer's calendar takes the new version.
 */
export async function updateBookedConsultation(
  db: Kysely<Database>,
  id: string,
  changes: Partial<Pick<ConsultationRow, 'status' | 'starts_at' | 'ends_at' | 'active_slot_key' | 'updated_at' | 'cancelled_at'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('consultations')
    .set((eb) => ({ ...changes, calendar_sequence: eb('calendar_sequence', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'booked')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A booked consultation with what both sides' reminders name of the expert. */
export interface UpcomingConsultation {
  id: string;
  starts_at: string;
  customer_user_id: string;
  expert_account_id: string;
  expert_name: string;
  expert_profession: string;
  session_minutes: number;
}

/**
 * Booked (not cancelled) consultations starting in (from, to] where the user is the customer or the expert's
 * account. Starts are canonical ISO-8601 UTC strings, so comparing them as text orders them in time.
 */
export function upcomingConsultationsOf(db: Kysely<Database>, userId: string, from: string, to: string): Promise<UpcomingConsultation[]> {
  return db
    .selectFrom('consultations')
    .innerJoin('experts', 'experts.id', 'consultations.expert_id')
    .select([
      'consultations.id',
      'consultations.starts_at',
      'consultations.customer_user_id',
      'experts.user_id as expert_account_id',
      'experts.name as expert_name',
      'experts.profession as expert_profession',
      'experts.session_minutes',
    ])
    .where('consultations.status', '=', 'booked')
    .where('consultations.starts_at', '>', from)
    .where('consultations.starts_at', '<=', to)
    .where((eb) => eb.or([eb('consultations.customer_user_id', '=', userId), eb('experts.user_id', '=', userId)]))
    .orderBy('consultations.starts_at')
    .orderBy('consultations.id')
    .execute();
}

/** The expert profiles of these accounts, keyed by account id (the first made, should one account have two). */
export async function findExpertsByUserIds(db: Kysely<Database>, userIds: readonly string[]): Promise<Map<string, ExpertRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('experts')
    .selectAll()
    .where('user_id', 'in', [...userIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const found = new Map<string, ExpertRow>();
  for (const row of rows) if (!found.has(row.user_id)) found.set(row.user_id, row);
  return found;
}

/** The client's consultations with this practitioner's account, soonest first. */
export function consultationsOfClientWith(db: Kysely<Database>, practitionerUserId: string, clientId: string) {
  return db
    .selectFrom('consultations')
    .select(['id', 'starts_at', 'ends_at', 'status'])
    .where('expert_user_id', '=', practitionerUserId)
    .where('customer_user_id', '=', clientId)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
}

/** Erasure: the notes the client wrote on their bookings; the consultations stay (the practitioner's history). */
export async function clearConsultationNotesOf(trx: Kysely<Database>, customerId: string): Promise<void> {
  await trx.updateTable('consultations').set({ notes: null }).where('customer_user_id', '=', customerId).execute();
}
