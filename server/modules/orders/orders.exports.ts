// The orders module's door: what the rest of the server may use of it. Its repositories stay inside.
export { OrdersService } from './orders.service';
export { coinRedemptionKey, coinRedemptionReturnKey, purchaseRewardReversalKey, returnCoinsKey, returnRewardReversalKey } from './order-ledger-keys';
export type { ReturnSettlementSteps } from './order-returns';
export { recordCancellationRefund } from './order-status-changes';
export type { OrderEnding, OrderEndingSteps, OrderRefund, OrderSettlement } from './order-status-changes';
export { refundPayment } from './payment-refunds';
export type { PaymentEvent, SubscriptionPaymentEvents } from './payment-events';
export { orderError } from './order-errors';
export type { GuestPurchaseOutcome, PurchaseOutcome, RazorpayGateway } from './orders.service';
export { newGuestOrderLink, recordGuestOrder } from './guest-order-links';
export { GUEST_ORDERS_HOLDER_ID } from './order-rows';
export {
  coinsInsufficient,
  lockBuyerForPurchase,
  OrderRowConflict,
  orderPlacedWithKey,
  purchaseFingerprint,
  quoteStale,
  recordOrderLines,
  recordPlacedOrder,
} from './order-placement';
export type { GuestBuyer, OrderRequest, Placement, StartedPayment } from './order-placement';
export { unpaidOnlineOrderSchedule } from './unpaid-online-orders';
export { hasDeliveredPurchase } from './verified-purchases';
export { anonymiseShippingOf, hasAnyOrder } from './orders.repository';
