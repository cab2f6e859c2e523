// Issue 42: a consultation's calendar invites are mailed, and a moved or cancelled booking must replace the event the
// customer's calendar already holds: same UID, a higher SEQUENCE (RFC 5545). Counted per change, so two changes within
// one second still differ.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('consultations')
    .addColumn('calendar_sequence', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('consultations').dropColumn('calendar_sequence').execute();
}
