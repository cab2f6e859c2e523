// Issue 44: guest checkout. A guest's order is an order like any other, held by the store's guest-orders holder (a
// users row that cannot sign in, made by the first guest order) until an account claims it; guest_orders keeps the
// guest's e-mail address and the claim, guest_order_links the SHA-256 hashes of the tokens of the order's links.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('guest_orders')
    .addColumn('order_id', 'varchar(36)', (column) => column.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (column) => column.notNull())
    .addColumn('claimed_by_user_id', 'varchar(36)', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('claimed_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('guest_orders_email').on('guest_orders').column('email').execute();
  await db.schema
    .createTable('guest_order_links')
    .addColumn('token_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('order_id', 'varchar(36)', (column) => column.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('guest_order_links_order').on('guest_order_links').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('guest_order_links').execute();
  await db.schema.dropTable('guest_orders').execute();
}
