// Engagement issue: the signed-in quick-chat conversation, chat analytics and Vitamin D reflections.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('guardian_id', 'varchar(32)', (column) => column.notNull())
    .addColumn('sender', 'varchar(16)', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    // JSON of the product cards shown with the message, as they were then.
    .addColumn('products', 'text', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('chat_messages_user_idx').on('chat_messages').columns(['user_id', 'guardian_id', 'created_at']).execute();

  await db.schema
    .createTable('chat_interactions')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('guardian_id', 'varchar(32)', (column) => column.notNull())
    .addColumn('message_type', 'varchar(40)', (column) => column.notNull())
    .addColumn('has_products', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('product_clicks')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('source', 'varchar(40)', (column) => column.notNull())
    .addColumn('guardian_id', 'varchar(32)', (column) => column.notNull())
    .addColumn('affiliate', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();

  // One reflection per user and story: the unique pair makes a repeated or concurrent post an update, not a duplicate.
  await db.schema
    .createTable('wellness_reflections')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('story_id', 'varchar(32)', (column) => column.notNull())
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .addUniqueConstraint('wellness_reflections_user_story_unique', ['user_id', 'story_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wellness_reflections').execute();
  await db.schema.dropTable('product_clicks').execute();
  await db.schema.dropTable('chat_interactions').execute();
  await db.schema.dropTable('chat_messages').execute();
}
