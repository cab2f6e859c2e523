import type { Kysely, Selectable } from 'kysely';
import type { ConsentRecordsTable, Database } from '../../db/schema';

export type ConsentRow = Selectable<ConsentRecordsTable>;

export async function insertConsentRecord(db: Kysely<Database>, record: ConsentRow): Promise<void> {
  await db.insertInto('consent_records').values(record).execute();
}

/** Erasure: cookie consent records kept as evidence, with the email, address and browser cleared. */
export async function anonymiseConsentRecordsOf(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx.updateTable('consent_records').set({ user_email: null, ip_address: null, user_agent: null }).where('user_id', '=', userId).execute();
}
