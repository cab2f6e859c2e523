// The payment provider's events: Stripe's webhook, verified by its signature in the route, reaches the order here.
import { randomUUID } from 'node:crypto';
import { changeOrderStatus } from './order-status-changes';
import type { OrderDependencies } from './order-status-changes';
import { statusOf } from './order-rows';
import { findOrderByPaymentReference, insertOrderEvent, moveStatus, recordPaymentEventOnce } from './orders.repository';

export interface PaymentEvent {
  id: string;
  type: string;
  /** The payment's reference at the provider (a PaymentIntent's id), when the event is about one. */
  reference: string | undefined;
}

/**
 * A verified gateway event, handled once per event id: payment_intent.succeeded pays the order (or refunds it at
 * once when it was cancelled meanwhile); payment_intent.payment_failed notes the failure on the timeline.
 */
export async function applyPaymentEvent(deps: OrderDependencies, event: PaymentEvent, now: Date): Promise<void> {
  const { db } = deps;
  const provider = deps.payments.card?.name ?? 'stripe';
  const row = event.reference ? await findOrderByPaymentReference(db, provider, event.reference) : undefined;
  const firstTime = await recordPaymentEventOnce(db, {
    eventId: event.id,
    provider,
    type: event.type,
    orderId: row?.id ?? null,
    receivedAt: now.toISOString(),
  });
  if (!firstTime || !row) return;
  const status = statusOf(row);
  if (event.type === 'payment_intent.succeeded') {
    if (status === 'pending_payment') {
      await changeOrderStatus(deps, row.id, 'paid', { kind: 'gateway' }, 'Card payment received', now, deps.links.publicOrigin);
    } else if (status === 'cancelled' && row.paid_at === null) {
      // Paid after it was cancelled: give the money back at once.
      await deps.payments.card?.refund({ orderId: row.id, reference: row.payment_reference, amount: row.total });
      await db.transaction().execute(async (trx) => {
        if (await moveStatus(trx, row.id, 'cancelled', 'refunded', { paid_at: now.toISOString() })) {
          await insertOrderEvent(trx, {
            id: randomUUID(),
            order_id: row.id,
            status: 'refunded',
            note: 'The card payment arrived after the order was cancelled and was refunded',
            actor_user_id: null,
            created_at: now.toISOString(),
          });
        }
      });
    }
  } else if (event.type === 'payment_intent.payment_failed' && status === 'pending_payment') {
    await insertOrderEvent(db, {
      id: randomUUID(),
      order_id: row.id,
      status: 'pending_payment',
      note: 'The card payment failed; try again or cancel the order',
      actor_user_id: null,
      created_at: now.toISOString(),
    });
  }
}
