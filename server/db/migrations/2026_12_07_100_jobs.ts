// Issue 42: the embedded job queue's table (server/jobs/embedded-job-queue.ts). A job is claimed by a conditional
// update, so with several instances on one PostgreSQL each job is worked by one of them.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('name', 'varchar(100)', (column) => column.notNull())
    .addColumn('payload', 'text', (column) => column.notNull())
    .addColumn('dedupe_key', 'varchar(300)', (column) => column.unique())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('run_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('attempts_made', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (column) => column.notNull())
    .addColumn('backoff_ms', 'integer', (column) => column.notNull())
    .addColumn('repeat_every_ms', 'integer')
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('jobs_status_run_at_idx').on('jobs').columns(['status', 'run_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
