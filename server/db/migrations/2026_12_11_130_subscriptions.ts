// Issue 44: subscribe & save. A subscription's items keep the unit price announced to the customer (at subscribing and
// in each reminder): a renewal never charges more. Its renewal orders name it, so an online renewal's payment may wait
// longer than a checkout's, and the subscription knows its last order.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'varchar(20)', (column) => column.notNull())
    .addColumn('cadence_days', 'integer', (column) => column.notNull())
    .addColumn('discount_percent', 'integer', (column) => column.notNull())
    .addColumn('next_renewal_at', 'varchar(40)', (column) => column.notNull())
    .addColumn('retry_at', 'varchar(40)')
    .addColumn('failed_attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('problem', 'text')
    .addColumn('address_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('payment_method', 'varchar(20)', (column) => column.notNull())
    .addColumn('skip_token', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('reminded_for', 'varchar(40)')
    .addColumn('renewals_placed', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_order_id', 'varchar(36)')
    .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(40)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_due').on('subscriptions').columns(['status', 'next_renewal_at']).execute();
  await db.schema.createIndex('subscriptions_user').on('subscriptions').column('user_id').execute();
  await db.schema
    .createTable('subscription_items')
    .addColumn('subscription_id', 'varchar(36)', (column) => column.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('product_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull())
    .addColumn('announced_unit_price', 'integer', (column) => column.notNull())
    .addColumn('last_unit_price', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('subscription_items_pk', ['subscription_id', 'product_id'])
    .execute();
  await db.schema.alterTable('orders').addColumn('subscription_id', 'varchar(36)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('subscription_id').execute();
  await db.schema.dropTable('subscription_items').execute();
  await db.schema.dropTable('subscriptions').execute();
}
