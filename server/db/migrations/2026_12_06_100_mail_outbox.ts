// Issue 42: the outbox, where mails go when no SMTP server is configured (the default), so a newcomer reads every mail
// the store sends without one. A mail names a person: erased with the account it was sent to (erase-account flow).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('to_address', 'varchar(254)', (column) => column.notNull())
    .addColumn('subject', 'varchar(300)', (column) => column.notNull())
    .addColumn('text_body', 'text', (column) => column.notNull())
    .addColumn('html_body', 'text', (column) => column.notNull())
    .addColumn('attachments', 'text', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_to_created_idx').on('mail_outbox').columns(['to_address', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
