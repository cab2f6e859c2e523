// Razorpay's two ways of telling the store a payment succeeded, both ending in the same payment event: the checkout's
// signed answer, which the customer's page sends on at once (read back from Razorpay before it counts), and the
// signed webhook, which arrives even when the page was closed mid-payment.
import type { Order } from '@common/contracts/orders';
import type { RazorpayCheckoutAnswer, RazorpayPaymentProvider } from '../checkout/checkout.exports';
import { confirmedCheckoutPayment, razorpayWebhookEvent, razorpayWebhookSigned } from '../checkout/checkout.exports';
import { orderNotFound } from './order-errors';
import { loadOrder } from './order-reads';
import type { OrderDependencies } from './order-status-changes';
import { methodOf } from './order-rows';
import { applyPaymentEvent } from './payment-events';
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
  const paymentId = await confirmedCheckoutPayment(razorpay.provider, answer, expected, 'order', (error) =>
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
  const id = delivery.eventId ?? `${event.type}:${event.paymentId ?? event.orderReference ?? 'none'}`;
  await applyPaymentEvent(
    deps,
    {
      id,
      provider: razorpay.provider.name,
      type: event.type,
      outcome: OUTCOMES[event.type] ?? 'other',
      reference: event.orderReference,
      chargeReference: event.paymentId,
    },
    now,
  );
  return true;
}
