// Issue 43: the Guardian Council community. Members (their chosen display name, the progress that earns trust levels,
// and any moderation on them), topics in circles, posts (a topic's opening post and its replies) with their earlier
// texts, "helpful" reactions (one per member and post), reports, and what each member has read. Flags are 0/1
// integers, as SQLite and PostgreSQL read them alike.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('community_members')
    .addColumn('user_id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('display_name', 'varchar(60)', (column) => column.notNull())
    .addColumn('hide_activity', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('days_visited', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_visit_day', 'varchar(10)')
    .addColumn('topics_read', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('replies', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('helpful_received', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('suspended_until', 'varchar(32)')
    .addColumn('posts_held', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('moderation_reason', 'varchar(500)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('community_topics')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('circle_id', 'varchar(16)', (column) => column.notNull())
    .addColumn('author_id', 'varchar(36)')
    .addColumn('title', 'varchar(200)', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('pinned', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('locked', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('reply_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('post_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('helpful_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_activity_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('community_topics_circle_activity_idx').on('community_topics').columns(['circle_id', 'status', 'last_activity_at']).execute();
  await db.schema.createIndex('community_topics_author_idx').on('community_topics').column('author_id').execute();

  await db.schema
    .createTable('community_posts')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('topic_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('author_id', 'varchar(36)')
    .addColumn('opening', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('held_for', 'varchar(24)')
    .addColumn('urgent', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('moderator_note', 'varchar(500)')
    .addColumn('caution', 'varchar(1000)')
    .addColumn('flag_weight', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('helpful_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('edited_at', 'varchar(32)')
    .addColumn('held_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('community_posts_topic_created_idx').on('community_posts').columns(['topic_id', 'created_at']).execute();
  await db.schema.createIndex('community_posts_author_idx').on('community_posts').column('author_id').execute();
  await db.schema.createIndex('community_posts_status_idx').on('community_posts').columns(['status', 'held_at']).execute();

  await db.schema
    .createTable('community_post_revisions')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('post_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('title', 'varchar(200)')
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('edited_by', 'varchar(36)')
    .addColumn('note', 'varchar(500)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('community_post_revisions_post_idx').on('community_post_revisions').column('post_id').execute();

  await db.schema
    .createTable('community_reactions')
    .addColumn('post_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('community_reactions_pk', ['post_id', 'user_id'])
    .execute();
  await db.schema.createIndex('community_reactions_user_idx').on('community_reactions').column('user_id').execute();

  await db.schema
    .createTable('community_reports')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('post_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('reporter_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('reason', 'varchar(24)', (column) => column.notNull())
    .addColumn('note', 'varchar(500)')
    .addColumn('weight', 'integer', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull().defaultTo('open'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('resolved_at', 'varchar(32)')
    .addUniqueConstraint('community_reports_once', ['post_id', 'reporter_id'])
    .execute();
  await db.schema.createIndex('community_reports_reporter_idx').on('community_reports').column('reporter_id').execute();

  await db.schema
    .createTable('community_reads')
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('topic_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('read_post_count', 'integer', (column) => column.notNull())
    .addColumn('read_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('community_reads_pk', ['user_id', 'topic_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'community_reads',
    'community_reports',
    'community_reactions',
    'community_post_revisions',
    'community_posts',
    'community_topics',
    'community_members',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
