// The payment providers' events: Stripe's and Razorpay's webhooks (verified by their signatures in the routes) and
// Razorpay's checkout answer (verified by its signature and read back from Razorpay) reach the order here. An order is
// paid by one payment: when a second one arrives for it (a UPI AutoPay debit the bank settled after the customer paid
// by hand), that one goes back. A subscription's order tells the subscription how its payment went.
import { randomUUID } from 'node:crypto';
import { formatMoney } from '@common/commerce';
import { PAYMENT_NAMES, REFUND_DESTINATIONS } from '@common/order-lifecycle';
import { AppError } from '../../http/app-error';
import type { SavedPaymentMethod } from '../checkout/checkout.exports';
import { changeOrderStatus } from './order-status-changes';
import type { OrderDependencies } from './order-status-changes';
import { methodOf, statusOf } from './order-rows';
import { refundPayment } from './payment-refunds';
import {
  claimPaymentRefund,
  findOrder,
  findOrderByPaymentReference,
  forgetPaymentEvent,
  hasOrderEventNote,
  insertOrderEvent,
  linesOf,
  moveStatus,
  recordChargeReference,
  recordPaymentEventOnce,
  recordProviderRefundId,
} from './orders.repository';
import type { OrderRow } from './orders.repository';

export interface PaymentEvent {
  /** Unique per provider and event: a redelivery carries the same id. */
  id: string;
  /** The provider that sent it, as orders store it (stripe, razorpay). */
  provider: string;
  /** The provider's own name of the event, kept with it. */
  type: string;
  /** What it means for the order. */
  outcome: 'succeeded' | 'failed' | 'other';
  /** The payment's reference at the provider (a PaymentIntent, a Razorpay order), when the event is about one. */
  reference: string | undefined;
  /** The charge itself where refunds need it (a Razorpay payment id). */
  chargeReference?: string;
  /**
   * The way of paying the customer saved with this payment for later ones, or made it with (a subscription's card, its
   * UPI AutoPay mandate).
   */
  saved?: SavedPaymentMethod;
  /** A failed payment: why, in the provider's words. */
  reason?: string;
}

/** What a subscription hears of its orders' payments (the subscriptions module keeps its renewals in step). */
export interface SubscriptionPaymentEvents {
  /** An order of the subscription is paid (the unit prices it charged); `saved` when its payment saved a way of paying for the renewals. */
  paid(
    payment: { subscriptionId: string; orderId: string; lines: { productId: string; unitPrice: number }[]; saved?: SavedPaymentMethod },
    now: Date,
  ): Promise<void>;
  /**
   * A payment of an order of the subscription failed while the order waits for it (a UPI AutoPay debit refused);
   * `saved` when it was made with a saved way of paying.
   */
  failed(payment: { subscriptionId: string; orderId: string; reason: string; saved?: SavedPaymentMethod }, now: Date): Promise<void>;
  /** A saved way of paying ended at the provider (a UPI AutoPay mandate cancelled in the customer's UPI app). */
  savedMethodEnded(paymentMethodId: string, now: Date): Promise<void>;
}

/** A verified event about a saved way of paying rather than a payment (Razorpay's token.cancelled), handled once. */
export async function applySavedMethodEvent(
  deps: OrderDependencies,
  event: { id: string; provider: string; type: string; paymentMethodId: string; ended: boolean },
  now: Date,
): Promise<void> {
  const eventId = `${event.provider}:${event.id}`;
  if (!(await recordPaymentEventOnce(deps.db, { eventId, provider: event.provider, type: event.type, orderId: null, receivedAt: now.toISOString() }))) return;
  if (!event.ended) return;
  try {
    await deps.subscriptionPayments?.savedMethodEnded(event.paymentMethodId, now);
  } catch (error) {
    await forgetPaymentEvent(deps.db, eventId);
    throw error;
  }
}

/**
 * A verified event, handled once per provider and event id: a success pays the order (or refunds it at once when it
 * was cancelled meanwhile, or when another payment paid it first); a failure notes it on the timeline, once.
 */
export async function applyPaymentEvent(deps: OrderDependencies, event: PaymentEvent, now: Date): Promise<void> {
  const { db } = deps;
  const row = event.reference ? await findOrderByPaymentReference(db, event.provider, event.reference) : undefined;
  const firstTime = await recordPaymentEventOnce(db, {
    eventId: `${event.provider}:${event.id}`,
    provider: event.provider,
    type: event.type,
    orderId: row?.id ?? null,
    receivedAt: now.toISOString(),
  });
  if (!firstTime) return;
  try {
    if (row) {
      await applyToOrder(deps, event, row, now);
      if (row.subscription_id) await tellSubscription(deps, event, row.id, row.subscription_id, now);
    }
    // Not an order's: another payment the store takes through the same provider (a consultation's fee).
    else await deps.otherPayments?.(event, now);
  } catch (error) {
    // Not handled after all: forgotten, so the provider's redelivery (or the customer's retry) tries again.
    await forgetPaymentEvent(db, `${event.provider}:${event.id}`);
    throw error;
  }
}

/** A subscription's order paid (its renewals charged to the way of paying it saved) or its payment failed. */
async function tellSubscription(deps: OrderDependencies, event: PaymentEvent, orderId: string, subscriptionId: string, now: Date): Promise<void> {
  const listener = deps.subscriptionPayments;
  if (!listener || event.outcome === 'other') return;
  const order = await findOrder(deps.db, orderId);
  if (!order) return;
  const status = statusOf(order);
  if (event.outcome === 'succeeded' && order.paid_at !== null && status !== 'cancelled' && status !== 'refunded') {
    const lines = ((await linesOf(deps.db, [orderId])).get(orderId) ?? []).map((line) => ({ productId: line.product_id, unitPrice: line.unit_price }));
    await listener.paid({ subscriptionId, orderId, lines, ...(event.saved ? { saved: event.saved } : {}) }, now);
  } else if (event.outcome === 'failed' && status === 'pending_payment') {
    const reason = event.reason ?? 'the bank did not complete the payment';
    await listener.failed({ subscriptionId, orderId, reason, ...(event.saved ? { saved: event.saved } : {}) }, now);
  }
}

async function applyToOrder(deps: OrderDependencies, event: PaymentEvent, row: OrderRow, now: Date): Promise<void> {
  const { db } = deps;
  const payment = PAYMENT_NAMES[methodOf(row)];
  if (event.outcome === 'succeeded') {
    // The first payment known to pay the order is its payment; any other is a second one, given back below.
    if (event.chargeReference) await recordChargeReference(db, row.id, event.chargeReference);
    if (statusOf(row) === 'pending_payment') {
      const note = `${payment.charAt(0).toUpperCase()}${payment.slice(1)} received`;
      try {
        await changeOrderStatus(deps, row.id, 'paid', { kind: 'gateway' }, note, now, deps.links.publicOrigin);
      } catch (error) {
        // Moved in the same instant: paid by this payment's other message (the checkout's answer and the webhook
        // arrive together) or by another payment, or cancelled, which owes the money back.
        if (!(error instanceof AppError && error.code === 'ORDER_STATUS_CONFLICT')) throw error;
      }
    }
    const current = await findOrder(db, row.id);
    if (!current) return;
    if (statusOf(current) === 'cancelled' && current.paid_at === null) await refundLatePayment(deps, current, event, now);
    else if (current.paid_at !== null && event.chargeReference && current.payment_charge_reference !== event.chargeReference) {
      await refundSecondPayment(deps, current, event.chargeReference, now);
    }
  } else if (event.outcome === 'failed' && statusOf(row) === 'pending_payment') {
    const note = `The ${payment} failed; try again or cancel the order`;
    // Once on the order: a renewal's later tries failing again are told by mail, not by the same line again.
    if (await hasOrderEventNote(db, row.id, note)) return;
    await insertOrderEvent(db, { id: randomUUID(), order_id: row.id, status: 'pending_payment', note, actor_user_id: null, created_at: now.toISOString() });
  }
}

/** Paid after it was cancelled: the money goes back at once, and the order shows it refunded. */
async function refundLatePayment(deps: OrderDependencies, row: OrderRow, event: PaymentEvent, now: Date): Promise<void> {
  const method = methodOf(row);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await moveStatus(trx, row.id, 'cancelled', 'refunded', { paid_at: now.toISOString() }))) return;
    const refund = {
      method,
      key: `o-${row.id}`,
      reference: row.payment_reference,
      chargeReference: event.chargeReference ?? row.payment_charge_reference,
      amount: row.total,
    };
    await refundPayment(trx, deps.payments, row.id, refund, now.toISOString());
    await insertOrderEvent(trx, {
      id: randomUUID(),
      order_id: row.id,
      status: 'refunded',
      note: `The ${PAYMENT_NAMES[method]} arrived after the order was cancelled and went back to ${REFUND_DESTINATIONS[method]}`,
      actor_user_id: null,
      created_at: now.toISOString(),
    });
  });
}

/**
 * A second payment of an order another payment paid (a UPI AutoPay debit settled after a payment by hand): it goes
 * back in full, once (its key is the payment's), and the order stays paid by the first. Not counted in the order's
 * refunded amount, which is what went back of the payment that paid it.
 */
async function refundSecondPayment(deps: OrderDependencies, row: OrderRow, chargeReference: string, now: Date): Promise<void> {
  const method = methodOf(row);
  const provider = deps.payments[method];
  if (!provider)
    throw new Error(`Order ${row.id} was paid twice with ${method}, which this server no longer takes: refund ${chargeReference} from its dashboard`);
  const key = `x-${chargeReference}`.slice(0, 40);
  const at = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if (
      !(await claimPaymentRefund(trx, {
        refund_key: key,
        order_id: row.id,
        provider: provider.name,
        amount: row.total,
        provider_refund_id: null,
        created_at: at,
      }))
    ) {
      return;
    }
    const made = await provider.refund({ key, orderId: row.id, reference: row.payment_reference, chargeReference, amount: row.total });
    await recordProviderRefundId(trx, key, made.providerRefundId);
    await insertOrderEvent(trx, {
      id: randomUUID(),
      order_id: row.id,
      status: statusOf(row),
      note: `A second ${PAYMENT_NAMES[method]} of ${formatMoney(row.total, row.currency)} arrived for this order, already paid, and went back to ${REFUND_DESTINATIONS[method]}`,
      actor_user_id: null,
      created_at: at,
    });
  });
}
