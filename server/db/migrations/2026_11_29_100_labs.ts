// Issue 15, labs: the labs that take orders, lab orders (from a practitioner or a bought test kit) with their status
// timeline, the results (observations), an optional PDF report, and the in-app notifications each step sends.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('labs')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('name', 'varchar(200)', (column) => column.notNull())
    // The lab's account; one lab per account.
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('lab_orders')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('customer_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    // Null until a lab exists to take it (a kit bought before any lab signed in).
    .addColumn('lab_id', 'varchar(36)', (column) => column.references('labs.id').onDelete('set null'))
    .addColumn('ordered_by_user_id', 'varchar(36)', (column) => column.references('users.id').onDelete('set null'))
    // 'practitioner' or 'kit'.
    .addColumn('source', 'varchar(16)', (column) => column.notNull())
    // The shop order that bought the kit; unique so a replayed purchase never orders twice.
    .addColumn('shop_order_id', 'varchar(36)', (column) => column.unique().references('orders.id').onDelete('set null'))
    // Comma-separated lab test ids.
    .addColumn('tests', 'varchar(200)', (column) => column.notNull())
    .addColumn('status', 'varchar(20)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('lab_orders_lab_idx').on('lab_orders').columns(['lab_id', 'status']).execute();
  await db.schema.createIndex('lab_orders_customer_idx').on('lab_orders').columns(['customer_id', 'created_at']).execute();

  await db.schema
    .createTable('lab_order_events')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('lab_order_id', 'varchar(36)', (column) => column.notNull().references('lab_orders.id').onDelete('cascade'))
    .addColumn('status', 'varchar(20)', (column) => column.notNull())
    .addColumn('note', 'varchar(500)')
    .addColumn('actor_user_id', 'varchar(36)', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('lab_order_events_order_idx').on('lab_order_events').columns(['lab_order_id', 'created_at']).execute();

  await db.schema
    .createTable('lab_observations')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('lab_order_id', 'varchar(36)', (column) => column.notNull().references('lab_orders.id').onDelete('cascade'))
    // Stored LOINC code (62292-8 for total 25(OH)D, whatever alias was entered).
    .addColumn('code', 'varchar(16)', (column) => column.notNull())
    .addColumn('entered_code', 'varchar(16)', (column) => column.notNull())
    .addColumn('entered_unit', 'varchar(16)', (column) => column.notNull())
    // Both units in hundredths, integers so SQLite and PostgreSQL store them alike.
    .addColumn('ng_per_ml_x100', 'integer', (column) => column.notNull())
    .addColumn('nmol_per_l_x100', 'integer', (column) => column.notNull())
    .addColumn('band', 'varchar(20)', (column) => column.notNull())
    .addColumn('band_set', 'varchar(64)', (column) => column.notNull())
    .addColumn('observed_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('lab_observations_order_idx').on('lab_observations').columns(['lab_order_id']).execute();

  await db.schema
    .createTable('lab_reports')
    .addColumn('lab_order_id', 'varchar(36)', (column) => column.primaryKey().references('lab_orders.id').onDelete('cascade'))
    // Base64 text: the same column type on both databases; at most 5 MB of PDF.
    .addColumn('content_base64', 'text', (column) => column.notNull())
    .addColumn('size_bytes', 'integer', (column) => column.notNull())
    .addColumn('uploaded_by', 'varchar(36)', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('uploaded_at', 'varchar(32)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('lab_notifications')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lab_order_id', 'varchar(36)', (column) => column.notNull().references('lab_orders.id').onDelete('cascade'))
    .addColumn('status', 'varchar(20)', (column) => column.notNull())
    .addColumn('message', 'varchar(500)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('lab_notifications_user_idx').on('lab_notifications').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lab_notifications').execute();
  await db.schema.dropTable('lab_reports').execute();
  await db.schema.dropTable('lab_observations').execute();
  await db.schema.dropTable('lab_order_events').execute();
  await db.schema.dropTable('lab_orders').execute();
  await db.schema.dropTable('labs').execute();
}
