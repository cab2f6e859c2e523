// Orders after they are placed (server/flows/purchase.ts places them): the lists, and the lifecycle — paid by Stripe's
// webhook or on delivery for cash, packed, shipped, delivered, cancelled or refunded — with the stock and coins each
// move owes, in the same transaction as the move. The purchase reward is credited by the move that records the
// payment; a card order left unpaid is cancelled after UNPAID_CARD_ORDER_TIMEOUT_MINUTES.
import type { PublicReadInvalidation } from '../../http/read-cache';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PaymentMethod } from '@common/contracts/checkout';
import type { AdminOrderListQuery, Order, OrderAttribution, OrderErrorCode, OrderStatus } from '@common/contracts/orders';
import { ORDER_STATUSES } from '@common/contracts/orders';
import { formatMoney, STOREFRONT_CURRENCIES } from '@common/commerce';
import type { StorefrontCurrency } from '@common/commerce';
import { isGuardianId } from '@common/guardians';
import { customerMayCancel, moveRecordsPayment, nextStatuses, ORDER_STATUS_LABELS, UNPAID_CARD_ORDER_TIMEOUT_MINUTES } from '@common/order-lifecycle';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { PaymentProvider } from '../checkout/checkout.exports';
import type { WalletService } from '../wallet/wallet.exports';
import { returnProductStock } from '../catalog/catalog.exports';
import { recordStaffWrite } from '../audit/audit.exports';
import type { StaffWrite } from '../audit/audit.exports';
import {
  eventsOf,
  findOrder,
  findOrderByPaymentReference,
  insertOrderEvent,
  linesOf,
  listAllOrders,
  listOrdersOf,
  listUnpaidCardOrdersPlacedBefore,
  moveStatus,
  recordPaymentEventOnce,
} from './orders.repository';
import type { OrderEventRow, OrderLineRow, OrderRow } from './orders.repository';
import { utcDayStart } from '@common/contracts/admin';

/** Orders listed in the profile's history and in the staff's list. */
export const ORDER_HISTORY_LIMIT = 100;

export interface OrderDependencies {
  db: Kysely<Database>;
  /** One provider per payment method this server takes (cod always; card when Stripe is configured). */
  payments: Readonly<Partial<Record<PaymentMethod, PaymentProvider>>>;
  /** Debits redeemed coins, credits the reward when the order is paid, gives back and takes back on cancelling. */
  wallet: Pick<WalletService, 'lockedBalance' | 'hasEntryWithin' | 'creditWithin' | 'spendWithin' | 'takeBackWithin'>;
  /** Told after an order took or returned stock: product lists and pages show what is left. */
  publicReads: PublicReadInvalidation;
  /**
   * Runs inside the transaction that cancels or refunds an order, so what hangs on it (a kit's lab order) ends with it
   * or not at all.
   */
  onEnding?: (trx: Kysely<Database>, orderId: string, ending: 'cancelled' | 'refunded', at: string) => Promise<void>;
}

export interface PurchaseOutcome {
  order: Order;
  /** True when the Idempotency-Key had already placed this order. */
  replayed: boolean;
}

/**
 * Who moves an order: the customer (cancel only), staff, the payment gateway (paid only) or the store's own sweep
 * (cancelling a card order left unpaid). A staff move carries who made it and from where: it is audit-logged in the
 * move's transaction (issue 16).
 */
export type OrderActor =
  { kind: 'customer'; userId: string } | { kind: 'staff'; userId: string; write: StaffWrite } | { kind: 'gateway' } | { kind: 'unpaid_sweep' };

/** Card orders the sweep cancels in one pass; the next pass takes the rest. */
const UNPAID_SWEEP_BATCH = 100;

/** The ledger key of an order's reward: one credit per order, however often it is retried. */
export function purchaseRewardKey(orderId: string): string {
  return `purchase:${orderId}`;
}
/** The debit of the coins an order redeemed. */
export function coinRedemptionKey(orderId: string): string {
  return `redeem:${orderId}`;
}
/** Taking back the reward of an order cancelled or refunded after it was paid. */
export function purchaseRewardReversalKey(orderId: string): string {
  return `purchase-reversal:${orderId}`;
}

/** The moves an actor may make from this status. */
function movesAllowed(actor: OrderActor, from: OrderStatus, method: PaymentMethod): OrderStatus[] {
  switch (actor.kind) {
    case 'gateway':
      return from === 'pending_payment' ? ['paid'] : [];
    case 'unpaid_sweep':
      return from === 'pending_payment' && method === 'card' ? ['cancelled'] : [];
    case 'customer':
    case 'staff':
      return nextStatuses(from, method);
  }
}

function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

function statusOf(row: { id: string; status: string }): OrderStatus {
  if (!isOrderStatus(row.status)) throw new Error(`Order ${row.id} has an unknown status ${row.status}`);
  return row.status;
}

function methodOf(row: OrderRow): PaymentMethod {
  if (row.payment_method !== 'cod' && row.payment_method !== 'card') throw new Error(`Order ${row.id} has an unknown payment method ${row.payment_method}`);
  return row.payment_method;
}

function toOrder(row: OrderRow, lines: readonly OrderLineRow[], events: readonly OrderEventRow[]): Order {
  if (!(STOREFRONT_CURRENCIES as readonly string[]).includes(row.currency)) throw new Error(`Order ${row.id} has an unknown currency ${row.currency}`);
  const status = statusOf(row);
  const attribution: OrderAttribution = {};
  if (row.attribution_ref !== null) attribution.ref = row.attribution_ref;
  if (row.attribution_guardian !== null && isGuardianId(row.attribution_guardian)) attribution.guardian = row.attribution_guardian;
  if (row.attribution_product !== null) attribution.product = row.attribution_product;
  const payment: Order['payment'] = { method: methodOf(row), provider: row.payment_provider, reference: row.payment_reference, paidAt: row.paid_at };
  if (status === 'pending_payment' && row.payment_client_secret) payment.clientSecret = row.payment_client_secret;
  return {
    id: row.id,
    status,
    lines: lines.map((line) => ({
      productId: line.product_id,
      slug: line.product_slug,
      name: line.product_name,
      image: line.image,
      quantity: line.quantity,
      unitPrice: line.unit_price,
      originalUnitPrice: line.original_unit_price,
      lineTotal: line.line_total,
    })),
    subtotal: row.subtotal,
    discount: row.discount,
    coinsRedeemed: row.coins_redeemed,
    coinsValue: row.coins_value,
    delivery: {
      method: row.delivery_method === 'express' ? 'express' : 'standard',
      fee: row.delivery_fee,
      estimatedFrom: row.delivery_from || row.created_at.slice(0, 10),
      estimatedTo: row.delivery_to || row.created_at.slice(0, 10),
    },
    tax: { label: row.tax_label, ratePercent: row.tax_rate_bp / 100, included: row.tax_included === 1, amount: row.tax_amount },
    total: row.total,
    currency: row.currency as StorefrontCurrency,
    promoCode: row.promo_code,
    attribution: Object.keys(attribution).length > 0 ? attribution : null,
    rewardCoins: row.reward_coins,
    shippingAddress: {
      name: row.ship_name,
      phone: row.ship_phone,
      line1: row.ship_line1,
      line2: row.ship_line2,
      city: row.ship_city,
      region: row.ship_region,
      postalCode: row.ship_postal_code,
      country: (row.ship_country || 'IN') as Order['shippingAddress']['country'],
    },
    payment,
    canCancel: customerMayCancel(status),
    timeline: events.map((event) => ({ status: statusOf({ id: row.id, status: event.status }), note: event.note, at: event.created_at })),
    createdAt: row.created_at,
  };
}

/** A refusal with one of the codes the orders contract declares (ORDER_ERROR_CODES). */
export function orderError(status: number, code: OrderErrorCode, message: string, details?: Record<string, unknown>): AppError {
  return new AppError(status, code, message, details);
}

function orderNotFound(orderId: string): AppError {
  return orderError(404, 'ORDER_NOT_FOUND', 'There is no such order. Open your orders in your profile to find it.', { orderId });
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

export class OrdersService {
  readonly #deps: OrderDependencies;

  constructor(deps: OrderDependencies) {
    this.#deps = deps;
  }

  /** The account's latest orders, newest first. */
  async list(userId: string): Promise<Order[]> {
    return this.#withDetails(await listOrdersOf(this.#deps.db, userId, ORDER_HISTORY_LIMIT));
  }

  /** Every account's latest orders, for staff. */
  async listAll(query: AdminOrderListQuery): Promise<Order[]> {
    const filter = { status: query.status, email: query.email, fromAt: utcDayStart(query.from), beforeAt: utcDayStart(query.to, 1) };
    return this.#withDetails(await listAllOrders(this.#deps.db, filter, ORDER_HISTORY_LIMIT));
  }

  async #withDetails(rows: readonly OrderRow[]): Promise<Order[]> {
    const ids = rows.map((row) => row.id);
    const [lines, events] = await Promise.all([linesOf(this.#deps.db, ids), eventsOf(this.#deps.db, ids)]);
    return rows.map((row) => toOrder(row, lines.get(row.id) ?? [], events.get(row.id) ?? []));
  }

  async #load(db: Kysely<Database>, orderId: string): Promise<Order> {
    const row = await findOrder(db, orderId);
    if (!row) throw orderNotFound(orderId);
    const [lines, events] = await Promise.all([linesOf(db, [orderId]), eventsOf(db, [orderId])]);
    return toOrder(row, lines.get(orderId) ?? [], events.get(orderId) ?? []);
  }

  /** One order with its lines and timeline, read with `db` (the caller's transaction, or the database). */
  async load(db: Kysely<Database>, orderId: string): Promise<Order> {
    return this.#load(db, orderId);
  }

  /** The customer cancels their own order before it is packed. */
  async cancelByCustomer(userId: string, orderId: string, now = new Date()): Promise<Order> {
    const row = await findOrder(this.#deps.db, orderId);
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
    return this.changeStatus(orderId, 'cancelled', { kind: 'customer', userId }, 'Cancelled by you', now);
  }

  /**
   * Moves an order along its lifecycle with what the move owes, in one transaction guarded by the current status:
   * the move that records the payment (a card's paid, cash on delivery's paid or delivered) credits the reward;
   * cancelling returns stock, refunds redeemed coins, takes back a paid reward and refunds a card payment (status
   * refunded); refunding a delivered order takes back its reward.
   */
  async changeStatus(orderId: string, to: OrderStatus, actor: OrderActor, note: string | undefined, now = new Date()): Promise<Order> {
    const { db, wallet } = this.#deps;
    const order = await db.transaction().execute(async (trx) => {
      const row = await findOrder(trx, orderId);
      if (!row) throw orderNotFound(orderId);
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
      if (records && row.reward_coins > 0) {
        await wallet.creditWithin(trx, {
          userId: row.user_id,
          amount: row.reward_coins,
          rewardType: 'product_purchase',
          description: `Reward for order ${orderId.slice(0, 8)} (${formatMoney(row.total, row.currency)})`,
          idempotencyKey: purchaseRewardKey(orderId),
          at,
        });
      }
      if (to === 'cancelled') await this.#undo(trx, row, at);
      if (to === 'cancelled' || to === 'refunded') await this.#deps.onEnding?.(trx, orderId, to, at);
      if ((to === 'cancelled' || to === 'refunded') && rewardPaid) await this.#takeBackReward(trx, row, to, at);
      const paidByCard = method === 'card' && row.paid_at !== null;
      if ((to === 'cancelled' && paidByCard) || (to === 'refunded' && method === 'card')) {
        await this.#deps.payments.card?.refund({ orderId, reference: row.payment_reference, amount: row.total });
        if (to === 'cancelled') {
          await moveStatus(trx, orderId, 'cancelled', 'refunded');
          await insertOrderEvent(trx, {
            id: randomUUID(),
            order_id: orderId,
            status: 'refunded',
            note: `${formatMoney(row.total, row.currency)} refunded to your card`,
            actor_user_id: actorId,
            // A millisecond after the cancellation, so the timeline (ordered by time) shows it second.
            created_at: new Date(now.getTime() + 1).toISOString(),
          });
        }
      }
      return this.#load(trx, orderId);
    });
    if (to === 'cancelled') this.#deps.publicReads.invalidate();
    return order;
  }

  /** A cancelled order's stock back on the shelf and its redeemed coins back in the wallet. */
  async #undo(trx: Kysely<Database>, row: OrderRow, at: string): Promise<void> {
    const lines = (await linesOf(trx, [row.id])).get(row.id) ?? [];
    for (const line of [...lines].sort((a, b) => (a.product_id < b.product_id ? -1 : 1))) await returnProductStock(trx, line.product_id, line.quantity, at);
    if (row.coins_redeemed > 0) {
      await this.#deps.wallet.creditWithin(trx, {
        userId: row.user_id,
        amount: row.coins_redeemed,
        rewardType: 'conversion_to_rupees',
        description: `Coins returned: order ${row.id.slice(0, 8)} was cancelled`,
        idempotencyKey: `redeem-refund:${row.id}`,
        at,
      });
    }
  }

  /**
   * A paid reward taken back, never below a zero balance: what the customer spent already stays spent (the customer
   * is asked to cancel the order that spent it first; staff may cancel anyway, and the store bears the rest).
   */
  async #takeBackReward(trx: Kysely<Database>, row: OrderRow, to: 'cancelled' | 'refunded', at: string): Promise<void> {
    const because = `order ${row.id.slice(0, 8)} was ${to}`;
    await this.#deps.wallet.takeBackWithin(
      trx,
      {
        userId: row.user_id,
        amount: row.reward_coins,
        rewardType: 'product_purchase',
        description: `Reward reversed: ${because}`,
        idempotencyKey: purchaseRewardReversalKey(row.id),
        at,
      },
      (taken) =>
        taken === row.reward_coins
          ? `Reward reversed: ${because}`
          : `Reward reversed: ${because} (${row.reward_coins - taken} of the ${row.reward_coins} coins were already spent)`,
    );
  }

  /**
   * Cancels the card orders still awaiting payment UNPAID_CARD_ORDER_TIMEOUT_MINUTES after they were placed, each in
   * its own transaction like any cancellation (stock back, coins back). Cash-on-delivery orders are unpaid until
   * delivery by design and are left alone. The number cancelled.
   */
  async cancelUnpaidCardOrders(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - UNPAID_CARD_ORDER_TIMEOUT_MINUTES * 60_000).toISOString();
    const ids = await listUnpaidCardOrdersPlacedBefore(this.#deps.db, cutoff, UNPAID_SWEEP_BATCH);
    let cancelled = 0;
    for (const id of ids) {
      try {
        await this.changeStatus(
          id,
          'cancelled',
          { kind: 'unpaid_sweep' },
          `Cancelled: the card payment did not arrive within ${UNPAID_CARD_ORDER_TIMEOUT_MINUTES} minutes`,
          now,
        );
        cancelled += 1;
      } catch (error) {
        // Paid or cancelled meanwhile (by the webhook, the customer or another instance's sweep): nothing to do.
        if (!(error instanceof AppError && error.code === 'ORDER_STATUS_CONFLICT')) throw error;
      }
    }
    return cancelled;
  }

  /**
   * A verified gateway event, handled once per event id: payment_intent.succeeded pays the order (or refunds it at
   * once when it was cancelled meanwhile); payment_intent.payment_failed notes the failure on the timeline.
   */
  async handlePaymentEvent(event: { id: string; type: string; reference: string | undefined }, now = new Date()): Promise<void> {
    const { db } = this.#deps;
    const provider = this.#deps.payments.card?.name ?? 'stripe';
    const row = event.reference ? await findOrderByPaymentReference(db, provider, event.reference) : undefined;
    const firstTime = await recordPaymentEventOnce(db, {
      eventId: event.id,
      provider,
      type: event.type,
      orderId: row?.id ?? null,
      receivedAt: now.toISOString(),
    });
    if (!firstTime || !row) return;
    const status = statusOf(row);
    if (event.type === 'payment_intent.succeeded') {
      if (status === 'pending_payment') {
        await this.changeStatus(row.id, 'paid', { kind: 'gateway' }, 'Card payment received', now);
      } else if (status === 'cancelled' && row.paid_at === null) {
        // Paid after it was cancelled: give the money back at once.
        await this.#deps.payments.card?.refund({ orderId: row.id, reference: row.payment_reference, amount: row.total });
        await db.transaction().execute(async (trx) => {
          if (await moveStatus(trx, row.id, 'cancelled', 'refunded', { paid_at: now.toISOString() })) {
            await insertOrderEvent(trx, {
              id: randomUUID(),
              order_id: row.id,
              status: 'refunded',
              note: 'The card payment arrived after the order was cancelled and was refunded',
              actor_user_id: null,
              created_at: now.toISOString(),
            });
          }
        });
      }
    } else if (event.type === 'payment_intent.payment_failed' && status === 'pending_payment') {
      await insertOrderEvent(db, {
        id: randomUUID(),
        order_id: row.id,
        status: 'pending_payment',
        note: 'The card payment failed; try again or cancel the order',
        actor_user_id: null,
        created_at: now.toISOString(),
      });
    }
  }
}
