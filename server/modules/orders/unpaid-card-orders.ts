// The sweep that cancels card orders left unpaid (UNPAID_CARD_ORDER_TIMEOUT_MINUTES), releasing their stock. It runs
// in the server process at start and then every few minutes; every instance may run it, since each cancellation is
// guarded by the order's status. A database outage only postpones it.
import type { Logger } from 'pino';
import type { DatabaseHealth } from '../../db/health';
import type { OrdersService } from './orders.service';

export const UNPAID_CARD_ORDER_SWEEP_INTERVAL_MS = 5 * 60 * 1000;

export interface UnpaidCardOrderSweep {
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
}

export function startUnpaidCardOrderSweep(deps: {
  orders: Pick<OrdersService, 'cancelUnpaidCardOrders'>;
  health: Pick<DatabaseHealth, 'available'>;
  logger: Logger;
  intervalMs?: number;
}): UnpaidCardOrderSweep {
  const { orders, health, logger } = deps;
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = running.then(async () => {
      if (!health.available) return;
      try {
        const cancelled = await orders.cancelUnpaidCardOrders(new Date());
        if (cancelled > 0) logger.info({ cancelled }, 'Card orders left unpaid were cancelled');
      } catch (error) {
        logger.warn({ err: error }, 'The unpaid card order sweep was skipped');
      }
    });
  };
  sweep();
  const timer = setInterval(sweep, deps.intervalMs ?? UNPAID_CARD_ORDER_SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
