// The orders service with the purchase and cancel-order flows over one set of dependencies, as createApp wires them,
// for tests that place and move orders with their own providers, settings or clock.
import { CancelOrderFlow } from '../flows/cancel-order';
import type { CancelOrderDependencies } from '../flows/cancel-order';
import { PurchaseFlow } from '../flows/purchase';
import type { PurchaseDependencies } from '../flows/purchase';
import { OrdersService } from '../modules/orders/orders.service';
import type { OrderDependencies } from '../modules/orders/orders.service';

export type OrderDesk = OrdersService & Pick<PurchaseFlow, 'purchase'>;

export function orderDesk(
  deps: Omit<OrderDependencies, 'ending'> &
    Omit<PurchaseDependencies, 'orders'> &
    Pick<CancelOrderDependencies, 'onEnding'> & { wallet: CancelOrderDependencies['wallet'] },
): OrderDesk {
  const orders = new OrdersService({ ...deps, ending: new CancelOrderFlow(deps) });
  const flow = new PurchaseFlow({ ...deps, orders });
  return Object.assign(orders, { purchase: flow.purchase.bind(flow) });
}
