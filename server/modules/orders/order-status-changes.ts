// The order lifecycle: paid by Stripe's webhook or on delivery for cash, packed, shipped, delivered, cancelled or
// refunded, each move with what it owes in the same transaction as the move. The move that records the payment
// credits the purchase reward; what ending an order owes (stock, coins, the kit, the reward, the card's money) is
// server/flows/cancel-order.ts, which app.ts hands in as `ending`. Once a move committed, the customer is mailed about
// it when it is one they hear of (order-mails.ts).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { paidOnline } from '@common/contracts/checkout';
import type { PaymentMethod } from '@common/contracts/checkout';
import type { Order, OrderStatus } from '@common/contracts/orders';
import { formatMoney } from '@common/commerce';
import { customerMayCancel, moveRecordsPayment, nextStatuses, ORDER_STATUS_LABELS, REFUND_DESTINATIONS } from '@common/order-lifecycle';
import type { AccountSettings } from '../../config';
import type { Database } from '../../db/schema';
import type { AppError } from '../../http/app-error';
import type { SendMail } from '../../mail/mail-jobs';
import type { PublicReadInvalidation } from '../../reads/read-cache';
import { recordStaffWrite } from '../audit/audit.exports';
import type { StaffWrite } from '../audit/audit.exports';
import type { PaymentProvider } from '../checkout/checkout.exports';
import type { WalletService } from '../wallet/wallet.exports';
import { orderError, orderNotFound } from './order-errors';
import { mailOrderMove } from './order-mails';
import { purchaseRewardKey } from './order-ledger-keys';
import { loadOrder } from './order-reads';
import { isGuestOrder, methodOf, statusOf } from './order-rows';
import { findOrder, insertOrderEvent, linesOf, moveStatus } from './orders.repository';
import { refuseWhileReturnOpen, rewardTakenBackByReturns } from './order-returns';
import type { ReturnSettlementSteps } from './order-returns';
import type { PaymentEvent, SubscriptionPaymentEvents } from './payment-events';
import type { OrderRow } from './orders.repository';

export interface OrderDependencies {
  db: Kysely<Database>;
  /** One provider per payment method this server takes (cod always; card with Stripe, razorpay with Razorpay). */
  payments: Readonly<Partial<Record<PaymentMethod, PaymentProvider>>>;
  /** Credits the reward when the order is paid; tells whether it was, and what the account holds, before an ending. */
  wallet: Pick<WalletService, 'lockedBalance' | 'hasEntryWithin' | 'creditWithin'>;
  /** Told after an order took or returned stock: product lists and pages show what is left. */
  publicReads: PublicReadInvalidation;
  /** What ending an order owes, inside the transaction that cancels or refunds it (server/flows/cancel-order.ts). */
  ending: OrderEndingSteps;
  /** Asks for the order's mails (placed, shipped, delivered, cancelled) once their write committed. */
  sendMail: SendMail;
  logger: Logger;
  /** The origin of mailed links: a request's (public-origin.ts), or publicOrigin for the store's own sweep. */
  links: Pick<AccountSettings, 'publicOrigin' | 'allowedHosts'>;
  /** What a return's steps owe in other modules (server/flows/settle-return.ts). */
  returnSteps: ReturnSettlementSteps;
  /** A provider's event about a reference that is no order's (a consultation paid online), handled where it belongs. */
  otherPayments?: (event: PaymentEvent, now: Date) => Promise<void>;
  /** Told once a delivery committed (labs queue a test kit's sample reminder); it logs its own failures. */
  onDelivered?: (orderId: string, origin: string | undefined) => Promise<void>;
  /** Told how a subscription's order's payment went: paid (with the way of paying it saved) or failed (subscriptions). */
  subscriptionPayments?: SubscriptionPaymentEvents;
}

/** An order being cancelled or refunded, as the steps that settle it need it. */
export interface OrderEnding {
  orderId: string;
  userId: string;
  to: 'cancelled' | 'refunded';
  /** The products and quantities of its lines. */
  lines: { productId: string; quantity: number }[];
  coinsRedeemed: number;
  rewardCoins: number;
  /** The purchase reward was credited (the order had been paid). */
  rewardPaid: boolean;
  /** The online payment taken that goes back now (what is left of it after returns); null when none was taken. */
  refund: OrderRefund | null;
  total: number;
  currency: string;
  /** Who moved it (the customer or staff), for the timeline; null for the gateway and the sweep. */
  actorId: string | null;
  now: Date;
}

/** Money going back through the order's payment provider. */
export interface OrderRefund {
  method: PaymentMethod;
  /** Once per key: o-<order id> for an ending, r-<return id> for a return. */
  key: string;
  reference: string;
  chargeReference: string | null;
  amount: number;
}

/** The refund of what is left of an online order's payment when it ends (cancelled after paying, or refunded). */
function endingRefund(row: OrderRow, method: PaymentMethod, to: 'cancelled' | 'refunded'): OrderRefund | null {
  const left = row.total - row.refunded_amount;
  if (!paidOnline(method) || left <= 0 || (to === 'cancelled' && row.paid_at === null)) return null;
  return { method, key: `o-${row.id}`, reference: row.payment_reference, chargeReference: row.payment_charge_reference, amount: left };
}

/** What settling an ending did that the customer is told of (the cancellation mail). */
export interface OrderSettlement {
  /** Reward coins taken back: fewer than the reward when some were spent already. */
  rewardCoinsTakenBack: number;
}

export interface OrderEndingSteps {
  settle(trx: Kysely<Database>, ending: OrderEnding): Promise<OrderSettlement>;
}

/**
 * Who moves an order: the customer (cancel only), staff, the payment gateway (paid only) or the store's own sweep
 * (cancelling a card order left unpaid). A staff move carries who made it and from where: it is audit-logged in the
 * move's transaction (issue 16).
 */
export type OrderActor =
  { kind: 'customer'; userId: string } | { kind: 'staff'; userId: string; write: StaffWrite } | { kind: 'gateway' } | { kind: 'unpaid_sweep' };

/** The moves an actor may make from this status. */
function movesAllowed(actor: OrderActor, from: OrderStatus, method: PaymentMethod): OrderStatus[] {
  switch (actor.kind) {
    case 'gateway':
      return from === 'pending_payment' ? ['paid'] : [];
    case 'unpaid_sweep':
      return from === 'pending_payment' && paidOnline(method) ? ['cancelled'] : [];
    case 'customer':
    case 'staff':
      return nextStatuses(from, method);
  }
}

/** The customer's cancellation would take back reward coins the wallet no longer holds. */
function rewardCoinsSpent(row: OrderRow, available: number): AppError {
  const spent = row.reward_coins - Math.max(available, 0);
  return orderError(
    409,
    'REWARD_COINS_SPENT',
    `This order's reward of ${row.reward_coins} coins was credited when it was paid, and ${spent} of them have been spent since. Cancel the order that used them first, or ask support to cancel this one.`,
    { rewardCoins: row.reward_coins, spent },
  );
}

/** The customer cancels their own order before it is packed. */
export async function cancelOrderByCustomer(deps: OrderDependencies, userId: string, orderId: string, now: Date, origin: string | undefined): Promise<Order> {
  const row = await findOrder(deps.db, orderId);
  if (!row || row.user_id !== userId) throw orderNotFound(orderId);
  const status = statusOf(row);
  if (!customerMayCancel(status)) {
    throw orderError(
      409,
      'ORDER_STATUS_CONFLICT',
      `This order is ${ORDER_STATUS_LABELS[status].toLowerCase()} and can no longer be cancelled here. Contact support for a return.`,
      {
        status,
      },
    );
  }
  return changeOrderStatus(deps, orderId, 'cancelled', { kind: 'customer', userId }, 'Cancelled by you', now, origin);
}

/**
 * Moves an order along its lifecycle with what the move owes, in one transaction guarded by the current status:
 * the move that records the payment (a card's paid, cash on delivery's paid or delivered) credits the reward;
 * cancelling returns stock, refunds redeemed coins, takes back a paid reward and refunds a card payment (status
 * refunded); refunding a delivered order takes back its reward. After the commit, a shipped, delivered or cancelled
 * order is mailed to its customer with links on `origin` (none without one).
 */
export async function changeOrderStatus(
  deps: OrderDependencies,
  orderId: string,
  to: OrderStatus,
  actor: OrderActor,
  note: string | undefined,
  now: Date,
  origin: string | undefined,
): Promise<Order> {
  const { db, wallet } = deps;
  let customerId = '';
  let refunded: { amount: number; paidWith: string } | null = null;
  let rewardCoinsTakenBack = 0;
  const order = await db.transaction().execute(async (trx) => {
    const row = await findOrder(trx, orderId);
    if (!row) throw orderNotFound(orderId);
    customerId = row.user_id;
    const from = statusOf(row);
    const method = methodOf(row);
    const allowed = movesAllowed(actor, from, method);
    if (!allowed.includes(to)) {
      throw orderError(
        409,
        'ORDER_STATUS_CONFLICT',
        `An order that is ${ORDER_STATUS_LABELS[from].toLowerCase()} cannot become ${ORDER_STATUS_LABELS[to].toLowerCase()}.`,
        {
          status: from,
          allowed,
        },
      );
    }
    const at = now.toISOString();
    const rewardPaid = row.reward_coins > 0 && (await wallet.hasEntryWithin(trx, purchaseRewardKey(orderId)));
    if ((to === 'cancelled' || to === 'refunded') && rewardPaid) {
      // The account's coins locked before the order and stock rows, in the order a purchase locks them.
      const balance = await wallet.lockedBalance(trx, row.user_id);
      const returned = to === 'cancelled' ? row.coins_redeemed : 0;
      if (actor.kind === 'customer' && balance + returned < row.reward_coins) throw rewardCoinsSpent(row, balance + returned);
    }
    if (to === 'refunded') await refuseWhileReturnOpen(trx, orderId);
    const records = moveRecordsPayment(to, row.paid_at !== null);
    if (!(await moveStatus(trx, orderId, from, to, records ? { paid_at: at } : {}))) {
      throw orderError(409, 'ORDER_STATUS_CONFLICT', 'Someone else changed this order at the same moment. Reload it and try again.', { status: from });
    }
    const actorId = actor.kind === 'customer' || actor.kind === 'staff' ? actor.userId : null;
    await insertOrderEvent(trx, { id: randomUUID(), order_id: orderId, status: to, note: note ?? null, actor_user_id: actorId, created_at: at });
    if (actor.kind === 'staff') {
      const summary = `Order ${orderId.slice(0, 8)}: ${ORDER_STATUS_LABELS[from]} → ${ORDER_STATUS_LABELS[to]}${note ? ` (${note})` : ''}`;
      await recordStaffWrite(trx, actor.write, { action: 'order.status_changed', entityType: 'order', entityId: orderId, summary }, at);
    }
    if (records && row.reward_coins > 0) await creditPurchaseReward(deps, trx, row, at);
    if (to === 'cancelled' || to === 'refunded') {
      const lines = (await linesOf(trx, [row.id])).get(row.id) ?? [];
      const refund = endingRefund(row, method, to);
      refunded = refund && { amount: refund.amount, paidWith: REFUND_DESTINATIONS[method] };
      const settled = await deps.ending.settle(trx, {
        orderId,
        userId: row.user_id,
        to,
        lines: lines.map((line) => ({ productId: line.product_id, quantity: line.quantity })),
        coinsRedeemed: row.coins_redeemed,
        rewardCoins: row.reward_coins - (await rewardTakenBackByReturns(trx, orderId)),
        rewardPaid,
        refund,
        total: row.total,
        currency: row.currency,
        actorId,
        now,
      });
      rewardCoinsTakenBack = settled.rewardCoinsTakenBack;
    }
    return loadOrder(trx, orderId);
  });
  if (to === 'cancelled') deps.publicReads.invalidate();
  await mailOrderMove(deps, { order, customerId, to, note: note ?? null, refunded, rewardCoinsTakenBack }, origin);
  if (to === 'delivered') await deps.onDelivered?.(orderId, origin);
  return order;
}

/**
 * The purchase reward, credited by the move that records the payment, once (its key is the order's). A guest's order
 * earns it when an account claims it (guest-orders.ts): until then there is no wallet to credit. True when credited now.
 */
export async function creditPurchaseReward(deps: OrderDependencies, trx: Kysely<Database>, row: OrderRow, at: string): Promise<boolean> {
  if (isGuestOrder(row)) return false;
  return deps.wallet.creditWithin(trx, {
    userId: row.user_id,
    amount: row.reward_coins,
    rewardType: 'product_purchase',
    description: `Reward for order ${row.id.slice(0, 8)} (${formatMoney(row.total, row.currency)})`,
    idempotencyKey: purchaseRewardKey(row.id),
    at,
  });
}

/** A cancelled online order whose payment went back: refunded, on the timeline right after the cancellation. */
export async function recordCancellationRefund(
  trx: Kysely<Database>,
  refund: { orderId: string; amount: number; currency: string; paidWith: string; actorId: string | null; now: Date },
): Promise<void> {
  await moveStatus(trx, refund.orderId, 'cancelled', 'refunded');
  await insertOrderEvent(trx, {
    id: randomUUID(),
    order_id: refund.orderId,
    status: 'refunded',
    note: `${formatMoney(refund.amount, refund.currency)} refunded to ${refund.paidWith}`,
    actor_user_id: refund.actorId,
    // A millisecond after the cancellation, so the timeline (ordered by time) shows it second.
    created_at: new Date(refund.now.getTime() + 1).toISOString(),
  });
}
