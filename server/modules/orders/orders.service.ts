// Orders: placing one (once per Idempotency-Key, at the quote the shopper was shown), and its lifecycle afterwards —
// paid by Stripe's webhook or on delivery for cash, packed, shipped, delivered, cancelled or refunded — with the stock
// and coins each move owes, in the same transaction as the move. The purchase reward is credited by the move that
// records the payment; a card order left unpaid is cancelled after UNPAID_CARD_ORDER_TIMEOUT_MINUTES.
import type { PublicReadInvalidation } from '../../http/read-cache';
import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PaymentMethod } from '@common/contracts/checkout';
import type { AdminOrderListQuery, Order, OrderAttribution, OrderErrorCode, OrderStatus, PurchaseRequest } from '@common/contracts/orders';
import { ORDER_STATUSES } from '@common/contracts/orders';
import { formatMoney, purchaseRewardCoins, STOREFRONT_CURRENCIES } from '@common/commerce';
import type { StorefrontCurrency } from '@common/commerce';
import { isGuardianId } from '@common/guardians';
import { customerMayCancel, moveRecordsPayment, nextStatuses, ORDER_STATUS_LABELS, UNPAID_CARD_ORDER_TIMEOUT_MINUTES } from '@common/order-lifecycle';
import type { AccountUser } from '@common/contracts/accounts';
import type { CommerceSettings } from '../../config';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { findApprovedProductsByIds, returnStock, takeStock } from '../catalog/catalog.repository';
import { deleteCartItems, outOfStock } from '../cart/cart.exports';
import { checkoutError, promoNotApplicable } from '../checkout/checkout.exports';
import type { CheckoutService, ComputedQuote, PaymentProvider } from '../checkout/checkout.exports';
import type { WalletService } from '../wallet/wallet.exports';
import { recordStaffWrite } from '../audit/audit.exports';
import type { StaffWrite } from '../audit/audit.exports';
import {
  eventsOf,
  findOrder,
  findOrderByIdempotencyKey,
  findOrderByPaymentReference,
  insertOrder,
  insertOrderEvent,
  insertOrderLines,
  linesOf,
  listAllOrders,
  listOrdersOf,
  listUnpaidCardOrdersPlacedBefore,
  lockBuyer,
  moveStatus,
  recordPaymentEventOnce,
} from './orders.repository';
import type { OrderEventRow, OrderLineRow, OrderRow } from './orders.repository';
import { utcDayStart } from '@common/contracts/admin';

/** Orders listed in the profile's history and in the staff's list. */
export const ORDER_HISTORY_LIMIT = 100;

export interface OrderDependencies {
  db: Kysely<Database>;
  commerce: CommerceSettings;
  checkout: CheckoutService;
  /** One provider per payment method this server takes (cod always; card when Stripe is configured). */
  payments: Readonly<Partial<Record<PaymentMethod, PaymentProvider>>>;
  /** Debits redeemed coins, credits the reward when the order is paid, gives back and takes back on cancelling. */
  wallet: Pick<WalletService, 'lockedBalance' | 'hasEntryWithin' | 'creditWithin' | 'spendWithin' | 'takeBackWithin'>;
  /** Told after an order took or returned stock: product lists and pages show what is left. */
  publicReads: PublicReadInvalidation;
  /** Told once an order committed (and again on a replay, so it must be idempotent): labs order the kits in it. */
  onPlaced?: (order: Order, userId: string) => Promise<void>;
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

/** What the request asks for, independent of key order and item order: a reused key must ask for exactly this. */
function fingerprintOf(request: PurchaseRequest): string {
  const canonical = {
    items: [...request.items].sort((a, b) => a.productId.localeCompare(b.productId)).map((item) => [item.productId, item.quantity]),
    promoCode: request.promoCode ?? null,
    attribution: [request.attribution?.ref ?? null, request.attribution?.guardian ?? null, request.attribution?.product ?? null],
    checkout: [request.addressId, request.delivery, request.coins, request.paymentMethod],
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
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

function coinsInsufficient(balance: number, requested: number): AppError {
  return checkoutError(409, 'COINS_INSUFFICIENT', `You have ${Math.max(balance, 0)} coins, fewer than the ${requested} asked for. Lower the coins to redeem.`, {
    balance,
  });
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

/** The total changed between the quote the shopper saw (or the payment started) and the order. */
function quoteStale(quote: ComputedQuote['quote']): AppError {
  return checkoutError(
    409,
    'QUOTE_STALE',
    `The total changed since you saw it (now ${formatMoney(quote.total, quote.currency)}): a price, your coins or the delivery changed. Check the new total and place the order again.`,
    { quote },
  );
}

/** A payment the gateway started for an order about to be placed. */
interface StartedPayment {
  provider: string;
  amount: number;
  reference: string;
  clientSecret: string | null;
}

/** Thrown inside the transaction when a unique constraint of orders refused the row; resolved after rollback. */
class OrderRowConflict extends Error {
  override name = 'OrderRowConflict';
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

  /**
   * Places the order once per Idempotency-Key: priced, its payment started, then in one transaction priced again (a
   * different quoteId, or a total that is no longer the payment's → 409 QUOTE_STALE), stock taken, coins debited and
   * the payment's reference kept. The reward is credited when the order is paid.
   */
  async purchase(user: AccountUser, idempotencyKey: string, request: PurchaseRequest, now = new Date()): Promise<PurchaseOutcome> {
    const { db } = this.#deps;
    const fingerprint = fingerprintOf(request);
    const earlier = await findOrderByIdempotencyKey(db, user.id, idempotencyKey);
    if (earlier) return this.#replay(earlier, fingerprint);

    let placed: Order;
    try {
      const orderId = randomUUID();
      // The gateway is asked before the transaction, never inside it: its round trip would hold SQLite's one
      // connection (every other request's queries wait on it) and PostgreSQL's buyer and stock rows.
      const payment = await this.#startPayment(user, orderId, request, now);
      placed = await db.transaction().execute((trx) => this.#place(trx, user, idempotencyKey, fingerprint, request, now, orderId, payment));
    } catch (error) {
      if (!(error instanceof OrderRowConflict || error instanceof AppError)) throw error;
      // A refusal (the promo used, the coins spent, the last unit sold) may be this key's own first attempt having
      // committed meanwhile: its replay wins over the refusal.
      const winner = await findOrderByIdempotencyKey(db, user.id, idempotencyKey);
      if (winner) return this.#replay(winner, fingerprint);
      if (error instanceof AppError) throw error;
      // A parallel first order of the account redeemed the promo.
      if (request.promoCode) throw promoNotApplicable();
      throw error;
    }
    this.#deps.publicReads.invalidate();
    await this.#deps.onPlaced?.(placed, user.id);
    return { order: placed, replayed: false };
  }

  async #replay(row: OrderRow, fingerprint: string): Promise<PurchaseOutcome> {
    if (row.request_fingerprint !== fingerprint) {
      throw orderError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key already placed a different order. Send a new key for a new purchase.', {
        orderId: row.id,
      });
    }
    const order = await this.#load(this.#deps.db, row.id);
    await this.#deps.onPlaced?.(order, row.user_id);
    return { order, replayed: true };
  }

  /** The quote of the request as the shopper saw it (their quoteId), with the stock to fill it, or its refusal. */
  async #price(db: Kysely<Database>, user: AccountUser, request: PurchaseRequest, now: Date): Promise<ComputedQuote> {
    const priced = await this.#deps.checkout.computeQuote(db, user.id, request, now);
    if (request.quoteId !== undefined && request.quoteId !== priced.quote.quoteId) throw quoteStale(priced.quote);
    const shortages = priced.items
      .filter(({ product, quantity }) => product.stock < quantity)
      .map(({ product, quantity }) => ({ productId: product.id, name: product.name, available: product.stock, requested: quantity }));
    if (shortages.length > 0) throw outOfStock(shortages);
    return priced;
  }

  /**
   * Prices the order (so a refusal never reaches the gateway) and starts its payment. A payment started for an order
   * that then fails (the last unit sold meanwhile, a same-key attempt placed first) is never confirmed, so nothing is
   * charged: the browser only ever gets the client secret of a placed order.
   */
  async #startPayment(user: AccountUser, orderId: string, request: PurchaseRequest, now: Date): Promise<StartedPayment> {
    const { quote } = await this.#price(this.#deps.db, user, request, now);
    const provider = this.#deps.payments[request.paymentMethod];
    if (!provider) throw new Error(`No provider for ${request.paymentMethod}, though the quote offered it`);
    const payment = await provider.start({
      orderId,
      userId: user.id,
      amount: quote.total,
      currency: this.#deps.commerce.currency,
      idempotencyKey: orderId,
      description: `Guardians order ${orderId.slice(0, 8)}`,
    });
    if (payment.status !== 'started') {
      throw orderError(402, 'PAYMENT_DECLINED', `The payment was declined (${payment.reason}). Nothing was charged; try another payment method.`);
    }
    return { provider: provider.name, amount: quote.total, reference: payment.reference, clientSecret: payment.clientSecret ?? null };
  }

  async #place(
    trx: Kysely<Database>,
    user: AccountUser,
    idempotencyKey: string,
    fingerprint: string,
    request: PurchaseRequest,
    now: Date,
    orderId: string,
    payment: StartedPayment,
  ): Promise<Order> {
    const { commerce } = this.#deps;
    const createdAt = now.toISOString();

    // One purchase of an account at a time, to commit: a same-key retry (on this instance or another) waits here for
    // its first attempt and then finds its order below, before the quote could refuse it for what that order took
    // (GUARDIAN10, the coins, the last unit). Two checkouts cannot spend one balance either.
    await lockBuyer(trx, user.id);
    if (await findOrderByIdempotencyKey(trx, user.id, idempotencyKey)) throw new OrderRowConflict('order already placed with this key');

    const { quote, items, percentOff } = await this.#price(trx, user, request, now);
    // The payment was started for the total priced a moment ago; the order is placed only at that total.
    if (quote.total !== payment.amount) throw quoteStale(quote);
    const address = quote.address;
    if (!address) throw new Error('A purchase quote always has its address');
    const goodsAfterCoins = quote.subtotal - (quote.promo?.amount ?? 0) - quote.coins.value;
    const order: OrderRow = {
      id: orderId,
      user_id: user.id,
      idempotency_key: idempotencyKey,
      request_fingerprint: fingerprint,
      status: 'pending_payment',
      subtotal: quote.subtotal,
      discount: quote.promo?.amount ?? 0,
      total: quote.total,
      currency: commerce.currency,
      promo_code: request.promoCode ?? null,
      first_order_promo_user_id: percentOff > 0 ? user.id : null,
      attribution_ref: request.attribution?.ref ?? null,
      attribution_guardian: request.attribution?.guardian ?? null,
      attribution_product: request.attribution?.product ?? null,
      payment_provider: payment.provider,
      payment_reference: payment.reference,
      payment_method: request.paymentMethod,
      payment_client_secret: payment.clientSecret,
      paid_at: null,
      // Rewards on what the shopper paid for the goods, not on delivery or tax.
      reward_coins: purchaseRewardCoins(goodsAfterCoins, commerce.purchaseRewardCoinsPer100),
      coins_redeemed: quote.coins.redeemed,
      coins_value: quote.coins.value,
      delivery_method: quote.delivery.method,
      delivery_fee: quote.delivery.fee,
      delivery_from: quote.delivery.estimatedFrom,
      delivery_to: quote.delivery.estimatedTo,
      tax_label: quote.tax.label,
      tax_rate_bp: Math.round(quote.tax.ratePercent * 100),
      tax_included: quote.tax.included ? 1 : 0,
      tax_amount: quote.tax.amount,
      ship_name: address.name,
      ship_phone: address.phone,
      ship_line1: address.line1,
      ship_line2: address.line2,
      ship_city: address.city,
      ship_region: address.region,
      ship_postal_code: address.postalCode,
      ship_country: address.country,
      created_at: createdAt,
    };
    // First write of the transaction: a parallel request with the same key waits here and then fails, before it
    // has touched any stock.
    try {
      await insertOrder(trx, order);
    } catch (error) {
      if (isUniqueViolation(error)) throw new OrderRowConflict('orders row already exists');
      throw error;
    }

    // Sorted by id so concurrent orders take row locks in the same order and cannot deadlock.
    const byId = [...items].sort((a, b) => (a.product.id < b.product.id ? -1 : a.product.id > b.product.id ? 1 : 0));
    for (const { product, quantity } of byId) {
      if (!(await takeStock(trx, product.id, quantity, createdAt))) {
        // Someone bought the last units between our read and our update.
        const current = (await findApprovedProductsByIds(trx, [product.id])).get(product.id);
        throw outOfStock([{ productId: product.id, name: product.name, available: current?.stock ?? 0, requested: quantity }]);
      }
    }
    const lines: OrderLineRow[] = items.map(({ product, quantity }, position) => ({
      id: randomUUID(),
      order_id: orderId,
      position,
      product_id: product.id,
      product_slug: product.slug,
      product_name: product.name,
      image: product.image,
      quantity,
      unit_price: product.price,
      original_unit_price: product.original_price,
      line_total: product.price * quantity,
    }));
    await insertOrderLines(trx, lines);

    if (quote.coins.redeemed > 0) {
      const spent = await this.#deps.wallet.spendWithin(trx, {
        userId: user.id,
        amount: quote.coins.redeemed,
        rewardType: 'conversion_to_rupees',
        description: `Redeemed on order ${orderId.slice(0, 8)} (${formatMoney(quote.coins.value, quote.currency)} off)`,
        idempotencyKey: coinRedemptionKey(orderId),
        at: createdAt,
      });
      if (!spent) throw coinsInsufficient(quote.coins.balance, quote.coins.redeemed);
    }

    const placedNote =
      request.paymentMethod === 'cod'
        ? 'Order placed: pay in cash on delivery'
        : `Order placed: waiting for the card payment (cancelled if unpaid after ${UNPAID_CARD_ORDER_TIMEOUT_MINUTES} minutes)`;
    await insertOrderEvent(trx, {
      id: randomUUID(),
      order_id: orderId,
      status: 'pending_payment',
      note: placedNote,
      actor_user_id: user.id,
      created_at: createdAt,
    });
    await deleteCartItems(
      trx,
      user.id,
      items.map(({ product }) => product.id),
    );
    return this.#load(trx, orderId);
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
    for (const line of [...lines].sort((a, b) => (a.product_id < b.product_id ? -1 : 1))) await returnStock(trx, line.product_id, line.quantity, at);
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
