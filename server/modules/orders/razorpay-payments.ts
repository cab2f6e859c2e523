// Razorpay's two ways of telling the store a payment succeeded, both ending in the same payment event: the checkout's
// signed answer, which the customer's page sends on at once (read back from Razorpay before it counts), and the
// signed webhook, which arrives even when the page was closed mid-payment. A payment that registered a UPI AutoPay
// mandate names its token, which a subscription keeps; a UPI AutoPay debit settles by webhook only; and the webhook's
// token events say when a mandate ended (cancelled in the customer's UPI app, or its registration rejected).
import type { Order } from '@common/contracts/orders';
import type { RazorpayCheckoutAnswer, RazorpayPaymentProvider } from '../checkout/checkout.exports';
import { confirmedCheckoutPayment, razorpayWebhookEvent, razorpayWebhookSigned } from '../checkout/checkout.exports';
import { orderNotFound } from './order-errors';
import { loadOrder } from './order-reads';
import type { OrderDependencies } from './order-status-changes';
import { methodOf } from './order-rows';
import { applyPaymentEvent, applySavedMethodEvent } from './payment-events';
import type { PaymentEvent } from './payment-events';
import { findOrder } from './orders.repository';

/** Razorpay as this server has it configured: the provider (with its key secret) and the webhook's secret. */
export interface RazorpayGateway {
  provider: RazorpayPaymentProvider;
  webhookSecret: string;
}

/** The checkout's answer for the customer's own order: signed, read back, captured, and the order paid once. */
export async function confirmRazorpayCheckout(
  deps: OrderDependencies,
  razorpay: RazorpayGateway,
  userId: string,
  orderId: string,
  answer: RazorpayCheckoutAnswer,
  now: Date,
): Promise<Order> {
  const row = await findOrder(deps.db, orderId);
  if (!row || row.user_id !== userId || methodOf(row) !== 'razorpay') throw orderNotFound(orderId);
  const expected = { reference: row.payment_reference, amount: row.total, currency: row.currency };
  const { paymentId, saved } = await confirmedCheckoutPayment(razorpay.provider, answer, expected, 'order', (error) =>
    deps.logger.warn({ err: error, orderId }, 'Razorpay could not be asked about a checkout payment'),
  );
  await applyPaymentEvent(
    deps,
    {
      id: `checkout:${paymentId}`,
      provider: razorpay.provider.name,
      type: 'checkout.succeeded',
      outcome: 'succeeded',
      reference: row.payment_reference,
      chargeReference: paymentId,
      ...(saved ? { saved } : {}),
    },
    now,
  );
  return loadOrder(deps.db, orderId);
}

/** Razorpay's events that move an order; the others are recorded and change nothing. */
const OUTCOMES: Readonly<Record<string, PaymentEvent['outcome']>> = {
  'payment.captured': 'succeeded',
  'order.paid': 'succeeded',
  'payment.failed': 'failed',
};

/** Razorpay's token events that end a mandate: nothing can be debited with it any more. */
const MANDATE_ENDED: ReadonlySet<string> = new Set(['token.cancelled', 'token.rejected']);

/**
 * A webhook delivery: false when its X-Razorpay-Signature is not the HMAC of the body with the webhook secret or the
 * body is not an event. Its X-Razorpay-Event-Id makes a redelivery a no-op (a body hash stands in without one).
 */
export async function applyRazorpayWebhook(
  deps: OrderDependencies,
  razorpay: RazorpayGateway,
  delivery: { payload: Buffer; signature: string | undefined; eventId: string | undefined },
  now: Date,
): Promise<boolean> {
  if (!razorpayWebhookSigned(delivery.payload, delivery.signature, razorpay.webhookSecret)) return false;
  const event = razorpayWebhookEvent(delivery.payload);
  if (!event) return false;
  const id = delivery.eventId ?? `${event.type}:${event.paymentId ?? event.orderReference ?? event.tokenId ?? 'none'}`;
  const provider = razorpay.provider.name;
  if (event.tokenId !== undefined && event.paymentId === undefined) {
    await applySavedMethodEvent(deps, { id, provider, type: event.type, paymentMethodId: event.tokenId, ended: MANDATE_ENDED.has(event.type) }, now);
    return true;
  }
  const outcome = OUTCOMES[event.type] ?? 'other';
  await applyPaymentEvent(
    deps,
    {
      id,
      provider,
      type: event.type,
      outcome,
      reference: event.orderReference,
      chargeReference: event.paymentId,
      ...(event.saved ? { saved: event.saved } : {}),
      ...(outcome === 'failed' && event.failureReason ? { reason: event.failureReason } : {}),
    },
    now,
  );
  return true;
}
