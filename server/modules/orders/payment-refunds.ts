// Money going back through the provider an order was paid with: asked once per key of the provider (Stripe by its
// idempotency key, Razorpay by the refund's receipt) and recorded once per key here, in the transaction of the step
// that gives it back (an ending, a payment that arrived for a cancelled order, a return).
import type { Kysely } from 'kysely';
import type { PaymentMethod } from '@common/contracts/checkout';
import type { Database } from '../../db/schema';
import type { PaymentProvider } from '../checkout/checkout.exports';
import type { OrderRefund } from './order-status-changes';
import { insertPaymentRefund } from './orders.repository';

export async function refundPayment(
  trx: Kysely<Database>,
  payments: Readonly<Partial<Record<PaymentMethod, PaymentProvider>>>,
  orderId: string,
  refund: OrderRefund,
  at: string,
): Promise<void> {
  const provider = payments[refund.method];
  if (!provider) throw new Error(`Order ${orderId} was paid with ${refund.method}, which this server no longer takes: refund it from the provider's dashboard`);
  const made = await provider.refund({ key: refund.key, orderId, reference: refund.reference, chargeReference: refund.chargeReference, amount: refund.amount });
  await insertPaymentRefund(trx, {
    refund_key: refund.key,
    order_id: orderId,
    provider: provider.name,
    amount: refund.amount,
    provider_refund_id: made.providerRefundId,
    created_at: at,
  });
}
