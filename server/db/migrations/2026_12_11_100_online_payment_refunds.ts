// Issue 44: paying online in rupees (Razorpay) and giving money back in parts (returns). An order keeps the
// provider's reference of the charge itself when it differs from the order's (a Razorpay payment id beside its order
// id: refunds are made against the payment), and how much has gone back so far. Each refund asked of a provider is a
// row under its own key, so a retried step never gives the same money back twice.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('payment_charge_reference', 'varchar(200)').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('refunded_amount', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('payment_refunds')
    .addColumn('refund_key', 'varchar(200)', (column) => column.primaryKey())
    .addColumn('order_id', 'varchar(36)', (column) => column.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(40)', (column) => column.notNull())
    .addColumn('amount', 'integer', (column) => column.notNull())
    .addColumn('provider_refund_id', 'varchar(200)')
    .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('payment_refunds_order').on('payment_refunds').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_refunds').execute();
  await db.schema.alterTable('orders').dropColumn('refunded_amount').execute();
  await db.schema.alterTable('orders').dropColumn('payment_charge_reference').execute();
}
