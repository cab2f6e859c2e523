// Issue 16, GDPR self-service: one row per data request (an export or a deletion), with its whole life in columns,
// so the admin's data-collection screen and the housekeeping timer read the same state. An export's JSON document
// lives in `payload` until it expires (48 hours), then the payload is cleared and the row kept as the record.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_requests')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    // No foreign key: the request is the record of what happened to the account, and outlives its personal data.
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('requested_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('ready_at', 'varchar(32)')
    .addColumn('expires_at', 'varchar(32)')
    .addColumn('scheduled_for', 'varchar(32)')
    .addColumn('completed_at', 'varchar(32)')
    .addColumn('cancelled_at', 'varchar(32)')
    .addColumn('cancel_reason', 'varchar(32)')
    // '<user>:export' while an export is pending, '<user>:deletion' while a deletion is scheduled, else null: the
    // unique index makes a second request sent at the same moment find the first instead of adding another.
    .addColumn('active_key', 'varchar(64)', (column) => column.unique())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('error', 'varchar(500)')
    .addColumn('payload', 'text')
    .addColumn('payload_bytes', 'integer')
    .execute();
  await db.schema.createIndex('data_requests_user_idx').on('data_requests').columns(['user_id', 'kind', 'requested_at']).execute();
  await db.schema.createIndex('data_requests_status_idx').on('data_requests').columns(['status', 'scheduled_for']).execute();
  await db.schema.createIndex('data_requests_requested_idx').on('data_requests').columns(['requested_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('data_requests').execute();
}
