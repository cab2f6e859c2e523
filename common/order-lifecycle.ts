// The order lifecycle (storefront issue): which status may follow which, and who may make the move. Shared so the
// profile's timeline and the admin screens offer only the moves the server accepts.
import type { PaymentMethod } from './contracts/checkout';
import type { OrderStatus } from './contracts/orders';

/** The happy path, in order: the timeline shows these steps. */
export const ORDER_PROGRESS: readonly OrderStatus[] = ['pending_payment', 'paid', 'packed', 'shipped', 'delivered'];

/**
 * Moves staff may make. A cash-on-delivery order ships unpaid (pending_payment → packed) and is paid on delivery; a
 * card order is paid by Stripe's webhook, not by hand. Cancelling is possible until the parcel leaves; a delivered
 * order can be refunded (a return).
 */
export function nextStatuses(status: OrderStatus, method: PaymentMethod): OrderStatus[] {
  switch (status) {
    case 'pending_payment':
      return method === 'cod' ? ['paid', 'packed', 'cancelled'] : ['cancelled'];
    case 'paid':
      return ['packed', 'cancelled'];
    case 'packed':
      return ['shipped', 'cancelled'];
    case 'shipped':
      return ['delivered'];
    case 'delivered':
      return ['refunded'];
    case 'cancelled':
    case 'refunded':
      return [];
  }
}

/**
 * Whether moving an order to `to` records its payment: a card order's when Stripe confirms it (paid), a
 * cash-on-delivery order's when staff collect the cash (paid, or delivered). The purchase reward is credited by this
 * move and no other, so an unpaid order never earns coins.
 */
export function moveRecordsPayment(to: OrderStatus, alreadyPaid: boolean): boolean {
  return !alreadyPaid && (to === 'paid' || to === 'delivered');
}

/** Where a payment's refund goes, in the customer's words ("goes back to …"). */
export const REFUND_DESTINATIONS: Readonly<Record<PaymentMethod, string>> = {
  cod: 'you from our support team, by bank transfer or UPI',
  card: 'the card you paid with',
  razorpay: 'the UPI account, card, bank account or wallet you paid with',
};

/** The way an order was paid, as staff screens name it. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  cod: 'Cash on delivery',
  card: 'Card (Stripe)',
  razorpay: 'Online (Razorpay)',
};

/** The payment of an order of this method, as its timeline names it. */
export const PAYMENT_NAMES: Readonly<Record<PaymentMethod, string>> = {
  cod: 'cash payment',
  card: 'card payment',
  razorpay: 'online payment',
};

/** An online order (card or Razorpay) still awaiting its payment this long after it was placed is cancelled, and its stock released. */
export const UNPAID_ONLINE_ORDER_TIMEOUT_MINUTES = 60;

/** The customer may cancel their own order until it is packed. */
export function customerMayCancel(status: OrderStatus): boolean {
  return status === 'pending_payment' || status === 'paid';
}

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending_payment: 'Awaiting payment',
  paid: 'Paid',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};
