// Issue 44: subscribing to a practitioner's plan, and the in-app reminder of a renewal. A subscription names the plan it
// was made from (at most one active or paused per plan), the renewal whose reminder the app handed out, and the renewal
// the customer answered with "Keep it".
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').addColumn('plan_id', 'varchar(36)').execute();
  await db.schema.alterTable('subscriptions').addColumn('app_reminded_for', 'varchar(40)').execute();
  await db.schema.alterTable('subscriptions').addColumn('reminder_kept_for', 'varchar(40)').execute();
  // Two requests at once (a double tap, two devices) cannot both subscribe to one plan.
  await db.schema.createIndex('subscriptions_open_plan').on('subscriptions').column('plan_id').unique().where(sql.ref('status'), '<>', 'cancelled').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('subscriptions_open_plan').execute();
  await db.schema.alterTable('subscriptions').dropColumn('reminder_kept_for').execute();
  await db.schema.alterTable('subscriptions').dropColumn('app_reminded_for').execute();
  await db.schema.alterTable('subscriptions').dropColumn('plan_id').execute();
}
