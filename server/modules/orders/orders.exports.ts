// The orders module's door: what the rest of the server may use of it. Its repositories stay inside.
export { OrdersService } from './orders.service';
export { startUnpaidCardOrderSweep } from './unpaid-card-orders';
export type { UnpaidCardOrderSweep } from './unpaid-card-orders';
export { hasDeliveredPurchase } from './verified-purchases';
export { hasAnyOrder } from './orders.repository';
