// Storefront issue, checkout: the address book, what an order now records (address copy, delivery, tax, coins redeemed,
// payment method and when it was paid), the order timeline, and the payment provider's events (a webhook delivered
// twice is handled once).
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

const ORDER_COLUMNS: readonly [string, 'varchar(200)' | 'varchar(32)' | 'varchar(16)' | 'integer', string | number | null][] = [
  ['payment_method', 'varchar(16)', 'cod'],
  ['paid_at', 'varchar(32)', null],
  // A card order's PaymentIntent client secret, for Stripe.js while it waits for payment (a replay answers it again).
  ['payment_client_secret', 'varchar(200)', null],
  ['coins_redeemed', 'integer', 0],
  ['coins_value', 'integer', 0],
  ['delivery_method', 'varchar(16)', 'standard'],
  ['delivery_fee', 'integer', 0],
  ['delivery_from', 'varchar(16)', ''],
  ['delivery_to', 'varchar(16)', ''],
  ['tax_label', 'varchar(16)', 'GST'],
  // Basis points: 18% is 1800, 8.875% is 888 (rounded), never a float column.
  ['tax_rate_bp', 'integer', 1800],
  ['tax_included', 'integer', 1],
  ['tax_amount', 'integer', 0],
  ['ship_name', 'varchar(200)', ''],
  ['ship_phone', 'varchar(32)', ''],
  ['ship_line1', 'varchar(200)', ''],
  ['ship_line2', 'varchar(200)', ''],
  ['ship_city', 'varchar(200)', ''],
  ['ship_region', 'varchar(200)', ''],
  ['ship_postal_code', 'varchar(16)', ''],
  ['ship_country', 'varchar(16)', ''],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('addresses')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (column) => column.notNull())
    .addColumn('phone', 'varchar(32)', (column) => column.notNull())
    .addColumn('line1', 'varchar(200)', (column) => column.notNull())
    .addColumn('line2', 'varchar(200)', (column) => column.notNull())
    .addColumn('city', 'varchar(100)', (column) => column.notNull())
    .addColumn('region', 'varchar(100)', (column) => column.notNull())
    .addColumn('postal_code', 'varchar(16)', (column) => column.notNull())
    .addColumn('country', 'varchar(2)', (column) => column.notNull())
    .addColumn('is_default', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('addresses_user_idx').on('addresses').columns(['user_id', 'created_at']).execute();

  for (const [name, type, fallback] of ORDER_COLUMNS) {
    await db.schema
      .alterTable('orders')
      .addColumn(name, type, (column) => (fallback === null ? column : column.notNull().defaultTo(fallback)))
      .execute();
  }
  // Orders placed before checkout existed were recorded as paid at once by the built-in provider.
  await sql`UPDATE orders SET payment_method = 'card', paid_at = created_at WHERE status = 'paid'`.execute(db);

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('order_id', 'varchar(36)', (column) => column.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('note', 'varchar(500)')
    // null: the system (a payment webhook); otherwise the customer or the staff member who made the change.
    .addColumn('actor_user_id', 'varchar(36)', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('order_events_order_idx').on('order_events').columns(['order_id', 'created_at']).execute();
  await sql`INSERT INTO order_events (id, order_id, status, note, actor_user_id, created_at)
    SELECT id, id, status, NULL, NULL, created_at FROM orders`.execute(db);

  await db.schema
    .createTable('payment_events')
    .addColumn('event_id', 'varchar(255)', (column) => column.primaryKey())
    .addColumn('provider', 'varchar(32)', (column) => column.notNull())
    .addColumn('type', 'varchar(100)', (column) => column.notNull())
    .addColumn('order_id', 'varchar(36)')
    .addColumn('received_at', 'varchar(32)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('order_events').execute();
  for (const [name] of [...ORDER_COLUMNS].reverse()) await db.schema.alterTable('orders').dropColumn(name).execute();
  await db.schema.dropTable('addresses').execute();
}
