// Issue 44: returns of delivered orders. A return names its lines; what it gives back is computed when it is asked for
// (common/returns.ts) and kept on it, so the refund step pays what the customer was shown.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_returns')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('order_id', 'varchar(36)', (column) => column.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'varchar(20)', (column) => column.notNull())
    .addColumn('reason', 'varchar(40)', (column) => column.notNull())
    .addColumn('note', 'text')
    .addColumn('refund_amount', 'integer', (column) => column.notNull())
    .addColumn('coins_back', 'integer', (column) => column.notNull())
    .addColumn('reward_coins_back', 'integer', (column) => column.notNull())
    .addColumn('decision_note', 'text')
    .addColumn('requested_at', 'varchar(40)', (column) => column.notNull())
    .addColumn('decided_at', 'varchar(40)')
    .addColumn('received_at', 'varchar(40)')
    .addColumn('refunded_at', 'varchar(40)')
    .execute();
  await db.schema.createIndex('order_returns_order').on('order_returns').column('order_id').execute();
  await db.schema.createIndex('order_returns_status').on('order_returns').column('status').execute();
  await db.schema
    .createTable('order_return_lines')
    .addColumn('return_id', 'varchar(36)', (column) => column.notNull().references('order_returns.id').onDelete('cascade'))
    .addColumn('product_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('product_name', 'varchar(300)', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull())
    .addColumn('unit_price', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('order_return_lines_pk', ['return_id', 'product_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_return_lines').execute();
  await db.schema.dropTable('order_returns').execute();
}
