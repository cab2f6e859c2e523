// Issue 42 §2: which of the mails a customer may turn off (a group: 'reminders', 'news') they want, and the token of
// each group's unsubscribe link. A row appears when first needed (a choice, or the first mail of the group); no row,
// or `enabled` null, means the default applies. Erased with the account.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_preferences')
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('group_name', 'varchar(32)', (column) => column.notNull())
    // 1 on, 0 off, null never chosen (the default applies).
    .addColumn('enabled', 'integer')
    .addColumn('chosen_at', 'varchar(32)')
    // 'profile' or 'unsubscribe_link': how the last choice was made, the record of the person's own choice.
    .addColumn('chosen_via', 'varchar(32)')
    // Kept as it is (not hashed) so every later mail of the group carries the same link; see mail-preferences.service.ts.
    .addColumn('unsubscribe_token', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('mail_preferences_pk', ['user_id', 'group_name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_preferences').execute();
}
