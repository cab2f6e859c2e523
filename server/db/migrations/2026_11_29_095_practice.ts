// Issue 15, the practitioner's practice: weekly hours in their own time zone with a buffer between slots, time off,
// a join link and an outcome (completed, no-show) per consultation, and chart notes private to their author that
// lock when signed and change only by dated addenda.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Existing weekly windows were written in UTC: 'UTC' keeps their meaning until the practitioner saves new hours.
  await db.schema
    .alterTable('experts')
    .addColumn('time_zone', 'varchar(64)', (column) => column.notNull().defaultTo('UTC'))
    .execute();
  await db.schema
    .alterTable('experts')
    .addColumn('buffer_minutes', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('expert_time_off')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('expert_id', 'varchar(36)', (column) => column.notNull().references('experts.id').onDelete('cascade'))
    .addColumn('starts_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('ends_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('reason', 'varchar(200)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('expert_time_off_expert_idx').on('expert_time_off').columns(['expert_id', 'ends_at']).execute();

  await db.schema.alterTable('consultations').addColumn('join_url', 'varchar(500)').execute();

  await db.schema
    .createTable('consultation_notes')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('consultation_id', 'varchar(36)', (column) => column.notNull().references('consultations.id').onDelete('cascade'))
    .addColumn('author_user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    // Null while a draft; once set the body never changes again.
    .addColumn('signed_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('consultation_notes_consultation_idx').on('consultation_notes').columns(['consultation_id', 'author_user_id']).execute();

  await db.schema
    .createTable('consultation_note_addenda')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('note_id', 'varchar(36)', (column) => column.notNull().references('consultation_notes.id').onDelete('cascade'))
    .addColumn('author_user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('consultation_note_addenda_note_idx').on('consultation_note_addenda').columns(['note_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('consultation_note_addenda').execute();
  await db.schema.dropTable('consultation_notes').execute();
  await db.schema.alterTable('consultations').dropColumn('join_url').execute();
  await db.schema.dropTable('expert_time_off').execute();
  await db.schema.alterTable('experts').dropColumn('buffer_minutes').execute();
  await db.schema.alterTable('experts').dropColumn('time_zone').execute();
}
