// Issue 44: subscriptions renewed by Razorpay's recurring payments (UPI AutoPay). A renewal's debit is asked of the
// provider by one instance at a time (the claim's end, `charging_until`), since Razorpay takes no idempotency key; and
// an order whose payment registers the mandate names the customer at Razorpay its checkout opens for.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').addColumn('charging_until', 'varchar(40)').execute();
  await db.schema.alterTable('orders').addColumn('payment_customer_id', 'varchar(100)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('payment_customer_id').execute();
  await db.schema.alterTable('subscriptions').dropColumn('charging_until').execute();
}
