// Issue 16: the audit log of staff writes. Append-only in the database too: a trigger refuses UPDATE and DELETE on
// both dialects, so no code path (nor a stray query) can rewrite history. Triggers have no schema-builder form, so
// they are the one dialect-specific step here.
import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

export const AUDIT_APPEND_ONLY_MESSAGE = 'audit_log is append-only';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    // No foreign key: an entry outlives the account (GDPR erasure must not cascade into the audit trail).
    .addColumn('actor_user_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('actor_email', 'varchar(254)', (column) => column.notNull())
    .addColumn('action', 'varchar(64)', (column) => column.notNull())
    .addColumn('entity_type', 'varchar(32)', (column) => column.notNull())
    .addColumn('entity_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('summary', 'varchar(500)', (column) => column.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_user_id', 'created_at']).execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`CREATE FUNCTION audit_log_refuse_change() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION '${sql.raw(AUDIT_APPEND_ONLY_MESSAGE)}'; END;
      $$ LANGUAGE plpgsql`.execute(db);
    await sql`CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change()`.execute(db);
    // TRUNCATE skips row triggers; refuse it as a statement.
    await sql`CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change()`.execute(db);
  } else {
    await sql`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
      BEGIN SELECT RAISE(ABORT, '${sql.raw(AUDIT_APPEND_ONLY_MESSAGE)}'); END`.execute(db);
    await sql`CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
      BEGIN SELECT RAISE(ABORT, '${sql.raw(AUDIT_APPEND_ONLY_MESSAGE)}'); END`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`DROP TABLE audit_log`.execute(db);
    await sql`DROP FUNCTION audit_log_refuse_change()`.execute(db);
    return;
  }
  await db.schema.dropTable('audit_log').execute();
}
