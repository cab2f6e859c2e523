// Issue 16, Users: an account can be disabled (when, by whom, why), the last sign-in is kept, and a partner account
// is created from a one-time invitation link an admin copies (only the token's hash is stored, like sessions).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds a single column at a time.
  await db.schema.alterTable('users').addColumn('disabled_at', 'varchar(32)').execute();
  // No foreign key: the record of who disabled an account outlives that staff account.
  await db.schema.alterTable('users').addColumn('disabled_by_user_id', 'varchar(36)').execute();
  await db.schema.alterTable('users').addColumn('disabled_reason', 'varchar(500)').execute();
  await db.schema.alterTable('users').addColumn('last_sign_in_at', 'varchar(32)').execute();

  await db.schema
    .createTable('partner_invitations')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('token_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('email', 'varchar(254)', (column) => column.notNull())
    .addColumn('role', 'varchar(32)', (column) => column.notNull())
    .addColumn('invited_by_user_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('accepted_at', 'varchar(32)')
    .addColumn('accepted_user_id', 'varchar(36)', (column) => column.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('partner_invitations_email_idx').on('partner_invitations').column('email').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('partner_invitations').execute();
  for (const column of ['last_sign_in_at', 'disabled_reason', 'disabled_by_user_id', 'disabled_at']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
