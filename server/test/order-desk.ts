// The orders service with the purchase and cancel-order flows over one set of dependencies, as createApp wires them,
// for tests that place and move orders with their own providers, settings or clock. Mails are dropped unless the test
// gives a `sendMail` (a recorder, or the real one over a job queue) and the `links` their origin comes from.
import pino from 'pino';
import { CancelOrderFlow } from '../flows/cancel-order';
import type { CancelOrderDependencies } from '../flows/cancel-order';
import { PurchaseFlow } from '../flows/purchase';
import { SettleReturnFlow } from '../flows/settle-return';
import type { PurchaseDependencies } from '../flows/purchase';
import { OrdersService } from '../modules/orders/orders.service';
import type { OrderDependencies } from '../modules/orders/orders.service';

export type OrderDesk = OrdersService & Pick<PurchaseFlow, 'purchase'>;

type MailDependencies = 'sendMail' | 'logger' | 'links';

export function orderDesk(
  deps: Omit<OrderDependencies, 'ending' | 'returnSteps' | MailDependencies> &
    Partial<Pick<OrderDependencies, MailDependencies>> &
    Omit<PurchaseDependencies, 'orders' | 'logger'> &
    Pick<CancelOrderDependencies, 'onEnding'> & { wallet: CancelOrderDependencies['wallet'] },
): OrderDesk {
  const logger = deps.logger ?? pino({ level: 'silent' });
  const orders = new OrdersService({
    sendMail: async () => {},
    logger,
    links: { publicOrigin: undefined, allowedHosts: [] },
    ...deps,
    ending: new CancelOrderFlow(deps),
    returnSteps: new SettleReturnFlow(deps),
  });
  const flow = new PurchaseFlow({ ...deps, logger, orders });
  return Object.assign(orders, { purchase: flow.purchase.bind(flow) });
}
