// Issue 38: questions the knowledge base could not answer (the chat said so rather than answer another question), for
// an editor to write the missing entry. No asker is kept: only the words, the guardian, the topic and the intent.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('unanswered_questions')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('guardian_id', 'varchar(32)', (column) => column.notNull())
    .addColumn('topic', 'varchar(64)', (column) => column.notNull())
    .addColumn('intent', 'varchar(32)', (column) => column.notNull())
    .addColumn('question', 'varchar(300)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('unanswered_questions_created_idx').on('unanswered_questions').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('unanswered_questions').execute();
}
