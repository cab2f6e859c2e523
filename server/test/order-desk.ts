// The orders service and the purchase flow over one set of dependencies, as createApp wires them, for tests that
// place and move orders with their own providers, settings or clock.
import { PurchaseFlow } from '../flows/purchase';
import type { PurchaseDependencies } from '../flows/purchase';
import { OrdersService } from '../modules/orders/orders.service';
import type { OrderDependencies } from '../modules/orders/orders.service';

export type OrderDesk = OrdersService & Pick<PurchaseFlow, 'purchase'>;

export function orderDesk(deps: OrderDependencies & Omit<PurchaseDependencies, 'orders'>): OrderDesk {
  const orders = new OrdersService(deps);
  const flow = new PurchaseFlow({ ...deps, orders });
  return Object.assign(orders, { purchase: flow.purchase.bind(flow) });
}
