// Issue 44: a practice's meeting link template (common/meeting-link.ts). Every consultation booked while one is set gets
// its join link from it; null keeps today's behaviour, a link set by hand per consultation.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('experts').addColumn('meeting_link_template', 'varchar(500)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('experts').dropColumn('meeting_link_template').execute();
}
