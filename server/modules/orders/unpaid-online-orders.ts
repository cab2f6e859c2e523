// The sweep that cancels online orders (card or Razorpay) left unpaid (UNPAID_ONLINE_ORDER_TIMEOUT_MINUTES; a
// subscription's renewal RENEWAL_PAYMENT_HOURS, or RENEWAL_DEBIT_PAYMENT_HOURS through Razorpay, whose UPI AutoPay debits
// take a day or so), releasing their stock. It runs
// on the job queue at start and then every few minutes (once across instances; each cancellation is also guarded by
// the order's status). A database outage only postpones it.
import type { Logger } from 'pino';
import { UNPAID_ONLINE_ORDER_TIMEOUT_MINUTES } from '@common/order-lifecycle';
import { RENEWAL_DEBIT_PAYMENT_HOURS, RENEWAL_PAYMENT_HOURS } from '@common/subscriptions';
import type { DatabaseHealth } from '../../db/health';
import type { Schedule } from '../../jobs/schedules';
import { AppError } from '../../http/app-error';
import { changeOrderStatus } from './order-status-changes';
import type { OrderDependencies } from './order-status-changes';
import { listUnpaidOnlineOrdersPlacedBefore } from './orders.repository';

export const UNPAID_ONLINE_ORDER_SWEEP_INTERVAL_MS = 5 * 60 * 1000;

/** Online orders the sweep cancels in one pass; the next pass takes the rest. */
const UNPAID_SWEEP_BATCH = 100;

/**
 * Cancels the online orders still awaiting payment UNPAID_ONLINE_ORDER_TIMEOUT_MINUTES after they were placed, each in
 * its own transaction like any cancellation (stock back, coins back). Cash-on-delivery orders are unpaid until
 * delivery by design and are left alone. The number cancelled.
 */
export async function sweepUnpaidOnlineOrders(deps: OrderDependencies, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNPAID_ONLINE_ORDER_TIMEOUT_MINUTES * 60_000).toISOString();
  const renewalCutoff = new Date(now.getTime() - RENEWAL_PAYMENT_HOURS * 3_600_000).toISOString();
  const debitRenewalCutoff = new Date(now.getTime() - RENEWAL_DEBIT_PAYMENT_HOURS * 3_600_000).toISOString();
  const ids = await listUnpaidOnlineOrdersPlacedBefore(deps.db, { cutoff, renewalCutoff, debitRenewalCutoff }, UNPAID_SWEEP_BATCH);
  let cancelled = 0;
  for (const id of ids) {
    try {
      await changeOrderStatus(
        deps,
        id,
        'cancelled',
        { kind: 'unpaid_sweep' },
        'Cancelled: the payment did not arrive in time',
        now,
        // No request started this: the mail's links use the configured origin, or it is skipped with a warning.
        deps.links.publicOrigin,
      );
      cancelled += 1;
    } catch (error) {
      // Paid or cancelled meanwhile (by the webhook, the customer or another instance's sweep): nothing to do.
      if (!(error instanceof AppError && error.code === 'ORDER_STATUS_CONFLICT')) throw error;
    }
  }
  return cancelled;
}

/** The sweep every few minutes on the job queue (once across instances); skipped while the database is unavailable. */
export function unpaidOnlineOrderSchedule(deps: {
  /** The orders service's cancelUnpaidOnlineOrders. */
  orders: { cancelUnpaidOnlineOrders(now: Date): Promise<number> };
  health: Pick<DatabaseHealth, 'available'>;
  logger: Logger;
  everyMs?: number;
}): Schedule {
  const { orders, health, logger } = deps;
  return {
    // The schedule's name from before Razorpay joined cards: renaming it would leave the old one's row behind.
    name: 'unpaid-card-orders',
    everyMs: deps.everyMs ?? UNPAID_ONLINE_ORDER_SWEEP_INTERVAL_MS,
    run: async (now) => {
      if (!health.available) return;
      const cancelled = await orders.cancelUnpaidOnlineOrders(now);
      if (cancelled > 0) logger.info({ cancelled }, 'Card orders left unpaid were cancelled');
    },
  };
}
