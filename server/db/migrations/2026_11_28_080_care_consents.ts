// Issue 15, access: care consents (a customer shares chosen scopes with one practitioner, revocably), the invitations
// practitioners send by email, and the access log of every read a practitioner makes of a client's data.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('care_consents')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('customer_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('practitioner_user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expert_id', 'varchar(36)', (column) => column.references('experts.id').onDelete('set null'))
    // Comma-separated care scopes in CARE_SCOPES order.
    .addColumn('scopes', 'varchar(64)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    // Null while active; a revoked consent stays as the record of what was shared and when it stopped.
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  // One active consent per customer and practitioner, whatever two racing grants do (partial index: both databases).
  await db.schema
    .createIndex('care_consents_active_unique')
    .on('care_consents')
    .columns(['customer_id', 'practitioner_user_id'])
    .unique()
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
  await db.schema.createIndex('care_consents_practitioner_idx').on('care_consents').columns(['practitioner_user_id', 'revoked_at']).execute();

  await db.schema
    .createTable('care_invitations')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('practitioner_user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (column) => column.notNull())
    .addColumn('message', 'varchar(1000)', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('responded_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('care_invitations_email_idx').on('care_invitations').columns(['email', 'status']).execute();
  await db.schema.createIndex('care_invitations_practitioner_idx').on('care_invitations').columns(['practitioner_user_id', 'created_at']).execute();

  await db.schema
    .createTable('care_access_log')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('customer_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('practitioner_user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('consent_id', 'varchar(36)', (column) => column.notNull().references('care_consents.id').onDelete('cascade'))
    .addColumn('scopes', 'varchar(64)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('care_access_log_customer_idx').on('care_access_log').columns(['customer_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('care_access_log').execute();
  await db.schema.dropTable('care_invitations').execute();
  await db.schema.dropTable('care_consents').execute();
}
