// A card order awaiting its payment, paid from the customer's profile (a renewal whose saved card was declined, a card
// form closed at checkout): its owner, and only its owner, gets the PaymentIntent's client secret for Stripe.js. The
// order is then paid as at checkout, once, when Stripe's webhook says so.
import type { OrderCardPayment } from '@common/contracts/orders';
import { AppError } from '../../http/app-error';
import type { PayableSecret } from '../checkout/checkout.exports';
import { orderError, orderNotFound } from './order-errors';
import type { OrderDependencies } from './order-status-changes';
import { methodOf, statusOf } from './order-rows';
import { findOrder, recordPayableCardPayment } from './orders.repository';
import type { OrderRow } from './orders.repository';

function cardPaymentsNotConfigured(): AppError {
  return new AppError(404, 'NOT_FOUND', 'Card payments are not configured on this server (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET).');
}

/** Only an order still waiting for its payment is paid; a paid or cancelled one says why not. */
function refuseUnlessWaiting(row: OrderRow): void {
  const status = statusOf(row);
  if (status === 'pending_payment') return;
  const message =
    status === 'cancelled' || status === 'refunded'
      ? 'This order is cancelled: there is nothing to pay. Order again from the shop.'
      : 'This order is paid already. Nothing more is taken.';
  throw orderError(409, 'ORDER_STATUS_CONFLICT', message, { status });
}

function answer(row: OrderRow, clientSecret: string): OrderCardPayment {
  return { orderId: row.id, clientSecret, amount: row.total, currency: row.currency as OrderCardPayment['currency'] };
}

/**
 * The client secret of the customer's own card order awaiting payment: the one kept on the order, else the one Stripe
 * has for its PaymentIntent, else (Stripe cancelled it) a new PaymentIntent made once under the order's key.
 */
export async function orderCardPayment(deps: OrderDependencies, userId: string, orderId: string): Promise<OrderCardPayment> {
  const card = deps.payments.card;
  if (!card?.payableSecret) throw cardPaymentsNotConfigured();
  const row = await findOrder(deps.db, orderId);
  if (!row || row.user_id !== userId) throw orderNotFound(orderId);
  const method = methodOf(row);
  if (method !== 'card') {
    const paidWith = method === 'cod' ? 'in cash on delivery' : 'through Razorpay';
    throw orderError(409, 'ORDER_NOT_PAID_BY_CARD', `This order is paid ${paidWith}, not by card. Use its own payment button.`, { method });
  }
  refuseUnlessWaiting(row);
  if (row.payment_client_secret) return answer(row, row.payment_client_secret);

  let payable: PayableSecret;
  try {
    payable = await card.payableSecret(row.payment_reference, {
      orderId: row.id,
      userId,
      amount: row.total,
      currency: row.currency,
      idempotencyKey: `${row.id}:again`,
      description: `Guardians order ${row.id.slice(0, 8)}`,
    });
  } catch (error) {
    deps.logger.warn({ err: error, orderId }, 'Stripe could not be asked for the card payment of an order');
    throw orderError(502, 'PAYMENT_PROVIDER_UNAVAILABLE', 'The card payment service did not answer. Nothing was charged: try again in a minute.');
  }
  if (payable.status === 'paid') {
    throw orderError(409, 'ORDER_STATUS_CONFLICT', 'This order is being paid already: it shows as paid as soon as Stripe confirms it.', { status: 'paid' });
  }
  if (await recordPayableCardPayment(deps.db, row.id, row.payment_reference, payable)) return answer(row, payable.clientSecret);
  // Paid, cancelled or given its secret by another request meanwhile: as it stands now.
  const now = await findOrder(deps.db, orderId);
  if (!now) throw orderNotFound(orderId);
  refuseUnlessWaiting(now);
  if (!now.payment_client_secret) throw new Error(`Order ${orderId} waits for a card payment without its secret`);
  return answer(now, now.payment_client_secret);
}
