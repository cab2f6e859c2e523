// Accounts issue: users and roles, server sessions, the wallet ledger, consent records, rate-limit buckets shared
// by every instance, and the first-admin setup state.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('uid', 'varchar(128)', (column) => column.notNull().unique())
    .addColumn('email', 'varchar(254)', (column) => column.notNull().unique())
    .addColumn('display_name', 'varchar(200)', (column) => column.notNull().defaultTo(''))
    .addColumn('photo_url', 'varchar(2048)')
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('auth_provider', 'varchar(16)', (column) => column.notNull())
    .addColumn('is_demo', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('firebase_uid', 'varchar(128)', (column) => column.unique())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'varchar(32)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute();
  await db.schema.createIndex('user_roles_role_idx').on('user_roles').column('role').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('last_seen', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('wallet_ledger')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (column) => column.notNull())
    .addColumn('reward_type', 'varchar(32)', (column) => column.notNull())
    .addColumn('description', 'varchar(255)', (column) => column.notNull())
    .addColumn('idempotency_key', 'varchar(200)', (column) => column.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('wallet_ledger_user_created_idx').on('wallet_ledger').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('consent_records')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('user_email', 'varchar(254)')
    .addColumn('consent_type', 'varchar(32)', (column) => column.notNull())
    .addColumn('granted', 'integer', (column) => column.notNull())
    .addColumn('data_source', 'varchar(100)')
    .addColumn('form_type', 'varchar(100)')
    .addColumn('ip_address', 'varchar(64)')
    .addColumn('user_agent', 'varchar(1000)')
    .addColumn('session_id', 'varchar(200)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('consent_records_user_id_idx').on('consent_records').column('user_id').execute();

  await db.schema
    .createTable('rate_limit_buckets')
    .addColumn('key', 'varchar(400)', (column) => column.primaryKey())
    .addColumn('hits', 'integer', (column) => column.notNull())
    .addColumn('window_ends_at', 'varchar(32)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('admin_setup')
    .addColumn('id', 'varchar(32)', (column) => column.primaryKey())
    .addColumn('token_hash', 'varchar(64)')
    .addColumn('issued_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('closed_at', 'varchar(32)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['admin_setup', 'rate_limit_buckets', 'consent_records', 'wallet_ledger', 'sessions', 'user_roles', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
