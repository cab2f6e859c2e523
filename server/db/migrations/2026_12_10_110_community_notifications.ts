// Issue 43: a member's community notifications (replies to their topics, mentions of their name, moderators' decisions
// about them, each mailed once by the community.notification-mails schedule) and what they muted (a topic or a circle).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('community_notifications')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    .addColumn('text', 'varchar(500)', (column) => column.notNull())
    .addColumn('topic_id', 'varchar(36)')
    .addColumn('post_id', 'varchar(36)')
    .addColumn('dedupe_key', 'varchar(200)', (column) => column.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('read_at', 'varchar(32)')
    .addColumn('mailed_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('community_notifications_user_idx').on('community_notifications').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('community_notifications_mail_idx').on('community_notifications').columns(['mailed_at', 'created_at']).execute();

  await db.schema
    .createTable('community_mutes')
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('target_type', 'varchar(8)', (column) => column.notNull())
    .addColumn('target_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('community_mutes_pk', ['user_id', 'target_type', 'target_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('community_mutes').execute();
  await db.schema.dropTable('community_notifications').execute();
}
