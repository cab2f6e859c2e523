import type { Kysely, Selectable } from 'kysely';
import type { ConsentRecordsTable, Database } from '../../db/schema';

export type ConsentRow = Selectable<ConsentRecordsTable>;

export async function insertConsentRecord(db: Kysely<Database>, record: ConsentRow): Promise<void> {
  await db.insertInto('consent_records').values(record).execute();
}
