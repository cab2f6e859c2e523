// Issue 44: a subscription's renewals charged to the card saved with its first payment. The subscription keeps the
// provider's ids of the customer and of the saved way of paying (never a card number); without them a renewal is
// placed awaiting payment, as before. A renewal whose card was declined names its order, which waits for a payment.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').addColumn('payment_customer_id', 'varchar(100)').execute();
  await db.schema.alterTable('subscriptions').addColumn('payment_method_id', 'varchar(100)').execute();
  await db.schema.alterTable('subscriptions').addColumn('unpaid_order_id', 'varchar(36)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').dropColumn('unpaid_order_id').execute();
  await db.schema.alterTable('subscriptions').dropColumn('payment_method_id').execute();
  await db.schema.alterTable('subscriptions').dropColumn('payment_customer_id').execute();
}
