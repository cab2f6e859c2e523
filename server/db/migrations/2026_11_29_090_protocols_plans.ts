// Issue 15, protocols and plans: practitioners' templates (draft → published), plans sent to one client with the
// items copied in, and the client's own list of medicines that interaction warnings read.
import type { CreateTableBuilder, Kysely } from 'kysely';

/** The columns protocol items and plan items share: a product and how to take it. */
function itemColumns(table: CreateTableBuilder<string, never>, parent: string, parentTable: string) {
  return table
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn(parent, 'varchar(36)', (column) => column.notNull().references(`${parentTable}.id`).onDelete('cascade'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('product_id', 'varchar(36)', (column) => column.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (column) => column.notNull())
    .addColumn('dose', 'varchar(120)', (column) => column.notNull())
    .addColumn('frequency', 'varchar(120)', (column) => column.notNull())
    .addColumn('timing', 'varchar(120)', (column) => column.notNull())
    .addColumn('duration_days', 'integer')
    .addColumn('notes', 'varchar(500)', (column) => column.notNull());
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('care_protocols')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('practitioner_user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(120)', (column) => column.notNull())
    .addColumn('guardian', 'varchar(16)', (column) => column.notNull())
    .addColumn('duration_days', 'integer', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('duplicated_from', 'varchar(36)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('published_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('care_protocols_practitioner_idx').on('care_protocols').columns(['practitioner_user_id', 'updated_at']).execute();
  await itemColumns(db.schema.createTable('care_protocol_items'), 'protocol_id', 'care_protocols').execute();
  await db.schema.createIndex('care_protocol_items_protocol_idx').on('care_protocol_items').columns(['protocol_id', 'position']).execute();

  await db.schema
    .createTable('care_plans')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('practitioner_user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('protocol_id', 'varchar(36)', (column) => column.references('care_protocols.id').onDelete('set null'))
    .addColumn('title', 'varchar(120)', (column) => column.notNull())
    .addColumn('message', 'varchar(1000)', (column) => column.notNull())
    .addColumn('sent_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('viewed_at', 'varchar(32)')
    // Set by "Order this plan": the first order placed by the client after it, holding a plan product, marks it ordered.
    .addColumn('order_requested_at', 'varchar(32)')
    .addColumn('ordered_at', 'varchar(32)')
    .addColumn('order_id', 'varchar(36)')
    // Each nudge is delivered once: a conditional update on these claims it.
    .addColumn('reminder_sent_at', 'varchar(32)')
    .addColumn('check_in_asked_at', 'varchar(32)')
    .addColumn('check_in_score', 'integer')
    .addColumn('check_in_note', 'varchar(1000)')
    .addColumn('check_in_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('care_plans_customer_idx').on('care_plans').columns(['customer_id', 'sent_at']).execute();
  await db.schema.createIndex('care_plans_practitioner_idx').on('care_plans').columns(['practitioner_user_id', 'customer_id']).execute();
  await itemColumns(db.schema.createTable('care_plan_items'), 'plan_id', 'care_plans').execute();
  await db.schema.createIndex('care_plan_items_plan_idx').on('care_plan_items').columns(['plan_id', 'position']).execute();

  await db.schema
    .createTable('care_medicines')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('customer_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(120)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('care_medicines_customer_idx').on('care_medicines').columns(['customer_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('care_medicines').execute();
  await db.schema.dropTable('care_plan_items').execute();
  await db.schema.dropTable('care_plans').execute();
  await db.schema.dropTable('care_protocol_items').execute();
  await db.schema.dropTable('care_protocols').execute();
}
