// Issue 16, the strategy dashboard: each stored chat question keeps the level its safety triage gave it ('none',
// 'caution', 'emergency', 'crisis'), so the KPIs count triage by level with SQL. Questions stored earlier stay null
// ("not recorded"): their level was never kept, and guessing it again from the text could differ from what was shown.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_messages').addColumn('triage_level', 'varchar(16)').execute();
  // The dashboard filters chat, orders, sign-ups, coins and assessments by time; these indexes keep a year's range cheap.
  await db.schema.createIndex('kpi_chat_messages_created_idx').on('chat_messages').column('created_at').execute();
  await db.schema.createIndex('kpi_orders_created_idx').on('orders').column('created_at').execute();
  await db.schema.createIndex('kpi_users_created_idx').on('users').column('created_at').execute();
  await db.schema.createIndex('kpi_wallet_ledger_created_idx').on('wallet_ledger').column('created_at').execute();
  await db.schema.createIndex('kpi_assessments_created_idx').on('assessments').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('kpi_assessments_created_idx').execute();
  await db.schema.dropIndex('kpi_wallet_ledger_created_idx').execute();
  await db.schema.dropIndex('kpi_users_created_idx').execute();
  await db.schema.dropIndex('kpi_orders_created_idx').execute();
  await db.schema.dropIndex('kpi_chat_messages_created_idx').execute();
  await db.schema.alterTable('chat_messages').dropColumn('triage_level').execute();
}
