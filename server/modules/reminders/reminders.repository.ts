import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A booked consultation of one user, with what both sides' reminders need to name. */
export interface UpcomingConsultationRow {
  id: string;
  starts_at: string;
  customer_user_id: string;
  expert_account_id: string;
  expert_name: string;
  expert_profession: string;
  session_minutes: number;
  customer_display_name: string | null;
}

/**
 * Booked (not cancelled) consultations starting in (from, to] where the user is the customer or the expert's
 * account. Starts are canonical ISO-8601 UTC strings, so comparing them as text orders them in time.
 */
export function upcomingConsultationsOf(db: Kysely<Database>, userId: string, from: string, to: string): Promise<UpcomingConsultationRow[]> {
  return db
    .selectFrom('consultations')
    .innerJoin('experts', 'experts.id', 'consultations.expert_id')
    .leftJoin('users as customer', 'customer.id', 'consultations.customer_user_id')
    .select([
      'consultations.id',
      'consultations.starts_at',
      'consultations.customer_user_id',
      'experts.user_id as expert_account_id',
      'experts.name as expert_name',
      'experts.profession as expert_profession',
      'experts.session_minutes',
      'customer.display_name as customer_display_name',
    ])
    .where('consultations.status', '=', 'booked')
    .where('consultations.starts_at', '>', from)
    .where('consultations.starts_at', '<=', to)
    .where((eb) => eb.or([eb('consultations.customer_user_id', '=', userId), eb('experts.user_id', '=', userId)]))
    .orderBy('consultations.starts_at')
    .orderBy('consultations.id')
    .execute();
}
