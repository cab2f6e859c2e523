// The payment providers' events: Stripe's and Razorpay's webhooks (verified by their signatures in the routes) and
// Razorpay's checkout answer (verified by its signature and read back from Razorpay) reach the order here.
import { randomUUID } from 'node:crypto';
import { PAYMENT_NAMES, REFUND_DESTINATIONS } from '@common/order-lifecycle';
import { AppError } from '../../http/app-error';
import type { SavedPaymentMethod } from '../checkout/checkout.exports';
import { changeOrderStatus } from './order-status-changes';
import type { OrderDependencies } from './order-status-changes';
import { methodOf, statusOf } from './order-rows';
import { refundPayment } from './payment-refunds';
import {
  findOrder,
  findOrderByPaymentReference,
  forgetPaymentEvent,
  insertOrderEvent,
  moveStatus,
  recordChargeReference,
  recordPaymentEventOnce,
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
  /** The way of paying the customer saved with this payment for later ones (a subscription's card). */
  saved?: SavedPaymentMethod;
}

/**
 * A verified event, handled once per provider and event id: a success pays the order (or refunds it at once when it
 * was cancelled meanwhile); a failure notes it on the timeline.
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
      // A subscription's payment saved the card: its renewals are charged to it.
      if (event.outcome === 'succeeded' && event.saved && row.subscription_id) {
        await deps.onSavedPaymentMethod?.({ subscriptionId: row.subscription_id, orderId: row.id, ...event.saved });
      }
    }
    // Not an order's: another payment the store takes through the same provider (a consultation's fee).
    else await deps.otherPayments?.(event, now);
  } catch (error) {
    // Not handled after all: forgotten, so the provider's redelivery (or the customer's retry) tries again.
    await forgetPaymentEvent(db, `${event.provider}:${event.id}`);
    throw error;
  }
}

async function applyToOrder(deps: OrderDependencies, event: PaymentEvent, row: OrderRow, now: Date): Promise<void> {
  const { db } = deps;
  const status = statusOf(row);
  const payment = PAYMENT_NAMES[methodOf(row)];
  if (event.outcome === 'succeeded') {
    if (event.chargeReference) await recordChargeReference(db, row.id, event.chargeReference);
    if (status === 'pending_payment') {
      const note = `${payment.charAt(0).toUpperCase()}${payment.slice(1)} received`;
      try {
        await changeOrderStatus(deps, row.id, 'paid', { kind: 'gateway' }, note, now, deps.links.publicOrigin);
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'ORDER_STATUS_CONFLICT')) throw error;
        // Moved in the same instant: paid by this payment's other message (the checkout's answer and the webhook
        // arrive together), which leaves nothing to do, or cancelled, which owes the money back.
        const moved = await findOrder(db, row.id);
        if (moved && statusOf(moved) === 'cancelled' && moved.paid_at === null) await refundLatePayment(deps, moved, event, now);
      }
    } else if (status === 'cancelled' && row.paid_at === null) {
      await refundLatePayment(deps, row, event, now);
    }
  } else if (event.outcome === 'failed' && status === 'pending_payment') {
    await insertOrderEvent(db, {
      id: randomUUID(),
      order_id: row.id,
      status: 'pending_payment',
      note: `The ${payment} failed; try again or cancel the order`,
      actor_user_id: null,
      created_at: now.toISOString(),
    });
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
