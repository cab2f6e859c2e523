// Issue 44: a consultation's fee paid by card through Stripe, beside Razorpay. The browser confirms a Stripe
// PaymentIntent with its client secret, kept on the booking while it waits for the payment.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('consultations').addColumn('payment_client_secret', 'varchar(300)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('consultations').dropColumn('payment_client_secret').execute();
}
