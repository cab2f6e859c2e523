// Desktop issue: one-time codes that carry a browser sign-in over to the desktop app (RFC 8252 style).
// Only hashes are stored, like sessions: a leaked table yields no usable code.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('desktop_auth_codes')
    .addColumn('code_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('nonce_hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('desktop_auth_codes_expires_idx').on('desktop_auth_codes').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('desktop_auth_codes').execute();
}
