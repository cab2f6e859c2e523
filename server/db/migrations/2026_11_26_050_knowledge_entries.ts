// Guardians-safety issue: curated knowledge entries the chat answers from (topic × intent, with their source). Rows,
// not code, so the admin knowledge base can edit them and every instance picks an edit up on its next index build.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('knowledge_entries')
    .addColumn('id', 'varchar(80)', (column) => column.primaryKey())
    // null: any guardian may answer with it.
    .addColumn('guardian_id', 'varchar(16)')
    .addColumn('topic', 'varchar(40)', (column) => column.notNull())
    .addColumn('intent', 'varchar(24)', (column) => column.notNull())
    .addColumn('question', 'text', (column) => column.notNull())
    .addColumn('answer', 'text', (column) => column.notNull())
    .addColumn('detail', 'text', (column) => column.notNull())
    .addColumn('source_title', 'text', (column) => column.notNull())
    .addColumn('source_url', 'text', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull().defaultTo('published'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('knowledge_entries_topic_idx').on('knowledge_entries').columns(['topic', 'intent']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('knowledge_entries').execute();
}
