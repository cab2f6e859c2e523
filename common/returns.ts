// Returns (issue 44): what a customer may send back, for how long, and what comes back to them. Shared so the order
// page can say before asking what the server will refund, and the server computes the same.

/** A delivered order's items may be returned for this many days after delivery. */
export const RETURN_WINDOW_DAYS = 14;

export const RETURN_REASONS = ['damaged', 'wrong_item', 'not_as_described', 'no_longer_needed', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Readonly<Record<ReturnReason, string>> = {
  damaged: 'Arrived damaged or broken',
  wrong_item: 'Not what I ordered',
  not_as_described: 'Not as described',
  no_longer_needed: 'No longer needed',
  other: 'Another reason',
};

/** Reasons that are the store's fault: a return of everything left then also refunds the delivery fee. */
const STORE_FAULT_REASONS: readonly ReturnReason[] = ['damaged', 'wrong_item', 'not_as_described'];

export const RETURN_STATUSES = ['requested', 'approved', 'declined', 'received', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_LABELS: Readonly<Record<ReturnStatus, string>> = {
  requested: 'Return requested',
  approved: 'Return approved: send the items back',
  declined: 'Return declined',
  received: 'Items received: refund on its way',
  refunded: 'Refunded',
};

/** Staff's next steps: approve or decline a request, receive the approved parcel, refund what was received. */
export function nextReturnStatuses(status: ReturnStatus): ReturnStatus[] {
  switch (status) {
    case 'requested':
      return ['approved', 'declined'];
    case 'approved':
      return ['received'];
    case 'received':
      return ['refunded'];
    case 'declined':
    case 'refunded':
      return [];
  }
}

/** A return still being handled: another cannot be asked for, and the order cannot be refunded whole meanwhile. */
export function returnIsOpen(status: ReturnStatus): boolean {
  return status === 'requested' || status === 'approved' || status === 'received';
}

/** The order as a return is priced from it (minor units; coins in coins). */
export interface ReturnPricedOrder {
  subtotal: number;
  discount: number;
  coinsValue: number;
  coinsRedeemed: number;
  rewardCoins: number;
  deliveryFee: number;
  tax: { included: boolean; amount: number };
  lines: readonly { productId: string; unitPrice: number; quantity: number }[];
}

export interface ReturnSettlement {
  /** Money back through the way the order was paid. */
  refundAmount: number;
  /** Redeemed coins given back to the wallet. */
  coinsBack: number;
  /** Reward coins the returned share had earned, taken back (when the reward was paid). */
  rewardCoinsBack: number;
}

/**
 * What returning `items` gives back: their share of the goods (by list price, before the promo) of what was paid for
 * the goods in money (after the promo and coins, with tax when it was added on top) and of the coins redeemed, and
 * the delivery fee too when the store is at fault and nothing else of the order remains. The share of the reward
 * comes back off the wallet.
 */
export function returnSettlement(
  order: ReturnPricedOrder,
  items: readonly { productId: string; quantity: number }[],
  reason: ReturnReason,
  remainsAfter: boolean,
): ReturnSettlement {
  const priceOf = new Map(order.lines.map((line) => [line.productId, line.unitPrice]));
  const value = items.reduce((sum, item) => sum + (priceOf.get(item.productId) ?? 0) * item.quantity, 0);
  const share = order.subtotal > 0 ? value / order.subtotal : 0;
  const paidForGoods = order.subtotal - order.discount - order.coinsValue + (order.tax.included ? 0 : order.tax.amount);
  const delivery = STORE_FAULT_REASONS.includes(reason) && !remainsAfter ? order.deliveryFee : 0;
  return {
    refundAmount: Math.max(0, Math.round(share * paidForGoods)) + delivery,
    coinsBack: Math.round(share * order.coinsRedeemed),
    rewardCoinsBack: Math.round(share * order.rewardCoins),
  };
}
