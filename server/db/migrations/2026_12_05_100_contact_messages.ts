// Issue 39: messages sent through the contact page, for staff to answer in the admin area. The writer's name and
// address are personal data: erased with the account that sent them (user_id), exported with it.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('reference', 'varchar(16)', (column) => column.notNull().unique())
    .addColumn('user_id', 'varchar(36)')
    .addColumn('name', 'varchar(100)', (column) => column.notNull())
    .addColumn('email', 'varchar(254)', (column) => column.notNull())
    .addColumn('topic', 'varchar(32)', (column) => column.notNull())
    .addColumn('order_reference', 'varchar(40)')
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull().defaultTo('open'))
    .addColumn('handled_by_email', 'varchar(254)')
    .addColumn('handled_at', 'varchar(32)')
    .addColumn('handled_note', 'varchar(1000)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('contact_messages_status_created_idx').on('contact_messages').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('contact_messages_user_idx').on('contact_messages').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_messages').execute();
}
