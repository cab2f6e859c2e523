// Orders after they are placed (server/flows/purchase.ts places them): the one object createApp builds for the module.
// Each use case lives in its own file and the methods here hand over to it: the reads (order-reads.ts), the
// lifecycle with what each move owes (order-status-changes.ts), the sweep of card orders left unpaid
// (unpaid-online-orders.ts), the payment provider's events (payment-events.ts) and the mails they owe (order-mails.ts).
import type { Kysely } from 'kysely';
import type { AdminOrderListQuery, Order, OrderCardPayment, OrderStatus } from '@common/contracts/orders';
import type { Database } from '../../db/schema';
import { linkOrigin } from '../../http/public-origin';
import { orderCardPayment } from './card-payments';
import { mailOrderPlaced } from './order-mails';
import type { OrderCustomer } from './order-mails';
import { loadOrder, ordersOf, staffOrderList } from './order-reads';
import { cancelOrderByCustomer, changeOrderStatus } from './order-status-changes';
import type { OrderActor, OrderDependencies } from './order-status-changes';
import { applyPaymentEvent } from './payment-events';
import type { PaymentEvent } from './payment-events';
import { applyRazorpayWebhook, confirmRazorpayCheckout } from './razorpay-payments';
import { moveReturnByStaff, requestReturn } from './order-returns';
import type { ReturnRequest, ReturnStatusChange } from '@common/contracts/returns';
import type { StaffWrite } from '../audit/audit.exports';
import type { RazorpayGateway } from './razorpay-payments';
import { sweepUnpaidOnlineOrders } from './unpaid-online-orders';
import type { RazorpayCheckoutAnswer } from '../checkout/checkout.exports';
import type { AccountUser } from '@common/contracts/accounts';
import type { GuestOrderClaimResponse, GuestOrderView } from '@common/contracts/guest-checkout';
import { unclaimedGuestOrder } from './guest-order-links';
import { claimGuestOrder, guestOrderView } from './guest-orders';
import { GUEST_ORDERS_HOLDER_ID } from './order-rows';

export type { RazorpayGateway } from './razorpay-payments';
// Named here too, where server/test/order-desk.ts and the module's tests import them.
export type { OrderDependencies } from './order-status-changes';
export { purchaseRewardKey } from './order-ledger-keys';

export interface PurchaseOutcome {
  order: Order;
  /** True when the Idempotency-Key had already placed this order. */
  replayed: boolean;
}

/** A guest's purchase: the order, and the token of a link to it (a replay gets a fresh link). */
export interface GuestPurchaseOutcome extends PurchaseOutcome {
  email: string;
  token: string;
}

export class OrdersService {
  readonly #deps: OrderDependencies;

  constructor(deps: OrderDependencies) {
    this.#deps = deps;
  }

  /** The account's latest orders, newest first. */
  list(userId: string): Promise<Order[]> {
    return ordersOf(this.#deps.db, userId);
  }

  /** Every account's latest orders, for staff. */
  listAll(query: AdminOrderListQuery): Promise<Order[]> {
    return staffOrderList(this.#deps.db, query);
  }

  /** One order with its lines and timeline, read with `db` (the caller's transaction, or the database). */
  load(db: Kysely<Database>, orderId: string): Promise<Order> {
    return loadOrder(db, orderId);
  }

  /** The origin of the links mailed about a request's write: undefined when none can be trusted (no mail then). */
  mailOrigin(req: Parameters<typeof linkOrigin>[0]): string | undefined {
    return linkOrigin(req, this.#deps.links);
  }

  /** Asks for the placed order's mail, after its purchase committed (and again on a replay: it is sent once). */
  mailPlaced(order: Order, customer: OrderCustomer, origin: string | undefined): Promise<void> {
    return mailOrderPlaced(this.#deps, order, customer, origin);
  }

  /** The customer cancels their own order before it is packed; the mail's links use `origin`. */
  cancelByCustomer(userId: string, orderId: string, origin: string | undefined, now = new Date()): Promise<Order> {
    return cancelOrderByCustomer(this.#deps, userId, orderId, now, origin);
  }

  /** Moves an order along its lifecycle with what the move owes, in one transaction (order-status-changes.ts). */
  changeStatus(orderId: string, to: OrderStatus, actor: OrderActor, note: string | undefined, origin?: string, now = new Date()): Promise<Order> {
    return changeOrderStatus(this.#deps, orderId, to, actor, note, now, origin);
  }

  /** Cancels the card orders left unpaid past the timeout; the number cancelled. */
  cancelUnpaidOnlineOrders(now = new Date()): Promise<number> {
    return sweepUnpaidOnlineOrders(this.#deps, now);
  }

  /** A verified gateway event, handled once per event id. */
  handlePaymentEvent(event: PaymentEvent, now = new Date()): Promise<void> {
    return applyPaymentEvent(this.#deps, event, now);
  }

  /** The customer asks to return items of their delivered order (order-returns.ts); its mail's links use `origin`. */
  requestReturn(userId: string, orderId: string, request: ReturnRequest, origin?: string, now = new Date()): Promise<Order> {
    return requestReturn(this.#deps, userId, orderId, request, now, origin);
  }

  /** Staff move a return one step (order-returns.ts); the customer's mail of the step has links on `origin`. */
  moveReturn(returnId: string, change: ReturnStatusChange, staff: { userId: string; write: StaffWrite }, origin?: string, now = new Date()): Promise<Order> {
    return moveReturnByStaff(this.#deps, this.#deps.returnSteps, returnId, change, staff, now, origin);
  }

  /** Razorpay's checkout answer for the customer's own order (razorpay-payments.ts). */
  confirmRazorpayCheckout(razorpay: RazorpayGateway, userId: string, orderId: string, answer: RazorpayCheckoutAnswer, now = new Date()): Promise<Order> {
    return confirmRazorpayCheckout(this.#deps, razorpay, userId, orderId, answer, now);
  }

  /** The client secret of the customer's own card order awaiting payment, for Stripe.js (card-payments.ts). */
  cardPayment(userId: string, orderId: string): Promise<OrderCardPayment> {
    return orderCardPayment(this.#deps, userId, orderId);
  }

  /** A guest's order, for whoever holds its link (guest-orders.ts). */
  async viewGuestOrder(orderId: string, token: string): Promise<GuestOrderView> {
    const guest = await unclaimedGuestOrder(this.#deps.db, orderId, token);
    return guestOrderView(await loadOrder(this.#deps.db, orderId), guest.email);
  }

  /** The guest cancels their order before it is packed, as an account cancels its own. */
  async cancelGuestOrder(orderId: string, token: string, origin: string | undefined, now = new Date()): Promise<GuestOrderView> {
    const guest = await unclaimedGuestOrder(this.#deps.db, orderId, token);
    return guestOrderView(await cancelOrderByCustomer(this.#deps, GUEST_ORDERS_HOLDER_ID, orderId, now, origin), guest.email);
  }

  /** Razorpay's checkout answer for a guest's order. */
  async confirmGuestRazorpayCheckout(
    razorpay: RazorpayGateway,
    orderId: string,
    token: string,
    answer: RazorpayCheckoutAnswer,
    now = new Date(),
  ): Promise<GuestOrderView> {
    const guest = await unclaimedGuestOrder(this.#deps.db, orderId, token);
    return guestOrderView(await confirmRazorpayCheckout(this.#deps, razorpay, GUEST_ORDERS_HOLDER_ID, orderId, answer, now), guest.email);
  }

  /** The client secret of a guest's card order awaiting payment, for whoever holds its link (card-payments.ts). */
  async guestCardPayment(orderId: string, token: string): Promise<OrderCardPayment> {
    await unclaimedGuestOrder(this.#deps.db, orderId, token);
    return orderCardPayment(this.#deps, GUEST_ORDERS_HOLDER_ID, orderId);
  }

  /** The signed-in account claims a guest's order with its link; its purchase coins are credited once it is paid. */
  claimGuestOrder(user: AccountUser, orderId: string, token: string, now = new Date()): Promise<GuestOrderClaimResponse> {
    return claimGuestOrder(this.#deps, user, orderId, token, now);
  }

  /** A Razorpay webhook delivery; false when it is not signed by Razorpay. */
  handleRazorpayWebhook(razorpay: RazorpayGateway, delivery: Parameters<typeof applyRazorpayWebhook>[2], now = new Date()): Promise<boolean> {
    return applyRazorpayWebhook(this.#deps, razorpay, delivery, now);
  }
}
