// Issue 42: files leave the database for the FileStore (a local folder or S3). A lab report and a ready data export
// keep only their file's key; the bytes already stored (lab_reports.content_base64, data_requests.payload) are moved
// out by the `files.move-out-of-database` job at the first start after this migration, which then empties them.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lab_reports').addColumn('file_key', 'varchar(300)').execute();
  await db.schema.alterTable('data_requests').addColumn('file_key', 'varchar(300)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lab_reports').dropColumn('file_key').execute();
  await db.schema.alterTable('data_requests').dropColumn('file_key').execute();
}
