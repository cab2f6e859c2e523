// Issue 38: every question a guardian is asked counts in the KPIs with its triage level, a visitor's included. Only
// the level, the guardian and whether the asker was signed in are kept: a visitor's words are never stored. Questions
// customers asked before this table existed are copied from their stored chat, so the counts do not start at zero.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_triage_events')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('guardian_id', 'varchar(32)', (column) => column.notNull())
    .addColumn('asker', 'varchar(16)', (column) => column.notNull())
    .addColumn('triage_level', 'varchar(16)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('chat_triage_events_created_idx').on('chat_triage_events').column('created_at').execute();
  await sql`insert into chat_triage_events (id, guardian_id, asker, triage_level, created_at)
    select id, guardian_id, 'customer', triage_level, created_at from chat_messages where sender = 'user'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_triage_events').execute();
}
