// The idempotency keys of an order's wallet ledger entries: each entry is written once per order, however often the
// purchase or the move that owes it is retried.

/** The ledger key of an order's reward: one credit per order, however often it is retried. */
export function purchaseRewardKey(orderId: string): string {
  return `purchase:${orderId}`;
}
/** The debit of the coins an order redeemed. */
export function coinRedemptionKey(orderId: string): string {
  return `redeem:${orderId}`;
}
/** The redeemed coins given back when the order is cancelled. */
export function coinRedemptionReturnKey(orderId: string): string {
  return `redeem-refund:${orderId}`;
}
/** Taking back the reward of an order cancelled or refunded after it was paid. */
export function purchaseRewardReversalKey(orderId: string): string {
  return `purchase-reversal:${orderId}`;
}
/** A return's share of the redeemed coins given back. */
export function returnCoinsKey(returnId: string): string {
  return `return-coins:${returnId}`;
}
/** A return's share of the reward taken back. */
export function returnRewardReversalKey(returnId: string): string {
  return `return-reversal:${returnId}`;
}
