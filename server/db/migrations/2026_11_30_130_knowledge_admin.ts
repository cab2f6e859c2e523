// Admin knowledge base (issue 16): tags on knowledge entries, and the version stamp every write bumps in its own
// transaction, so each server instance's chat index notices an edit within a second or two instead of after its TTL.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // JSON array of lower-case tags, searched with the entry.
  await db.schema
    .alterTable('knowledge_entries')
    .addColumn('tags', 'text', (column) => column.notNull().defaultTo('[]'))
    .execute();
  // One row (id 1), created by the first write; no row reads as version 0.
  await db.schema
    .createTable('knowledge_version')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('changed_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('knowledge_entries_status_idx').on('knowledge_entries').columns(['status', 'guardian_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('knowledge_entries_status_idx').execute();
  await db.schema.dropTable('knowledge_version').execute();
  await db.schema.alterTable('knowledge_entries').dropColumn('tags').execute();
}
