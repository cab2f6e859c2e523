import type { PublicReadInvalidation } from '../../http/read-cache';
import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CurrencyMismatchDetails, Order, OrderAttribution, OrderErrorCode, PurchaseRequest } from '@common/contracts/orders';
import { FIRST_ORDER_PROMO, formatMoney, priceLines, purchaseRewardCoins, STOREFRONT_CURRENCIES } from '@common/commerce';
import type { StorefrontCurrency } from '@common/commerce';
import { isGuardianId } from '@common/guardians';
import type { AccountUser } from '@common/contracts/accounts';
import type { CommerceSettings } from '../../config';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { findApprovedProductsByIds, takeStock } from '../catalog/catalog.repository';
import type { ProductRow } from '../catalog/catalog.repository';
import { productNotFound } from '../catalog/catalog.service';
import { deleteCartItems } from '../cart/cart.repository';
import { outOfStock } from '../cart/cart.service';
import type { WalletService } from '../wallet/wallet.service';
import { findOrderByIdempotencyKey, hasAnyOrder, insertOrder, insertOrderLines, linesOf, listOrdersOf, recordPayment } from './orders.repository';
import type { OrderLineRow, OrderRow } from './orders.repository';
import type { PaymentProvider } from './payment-provider';

/** Orders listed in the profile's history. */
export const ORDER_HISTORY_LIMIT = 100;

export interface OrderDependencies {
  db: Kysely<Database>;
  payments: PaymentProvider;
  commerce: CommerceSettings;
  /** Pays the order's reward coins once it has committed. */
  wallet: Pick<WalletService, 'creditOnce'>;
  /** Told after an order took stock: product lists and pages show what is left. */
  publicReads: PublicReadInvalidation;
}

export interface PurchaseOutcome {
  order: Order;
  /** True when the Idempotency-Key had already placed this order. */
  replayed: boolean;
}

/** The ledger key of an order's reward: one credit per order, however often it is retried. */
export function purchaseRewardKey(orderId: string): string {
  return `purchase:${orderId}`;
}

/** What the request asks for, independent of key order and item order: a reused key must ask for exactly this. */
function fingerprintOf(request: PurchaseRequest): string {
  const canonical = {
    items: [...request.items].sort((a, b) => a.productId.localeCompare(b.productId)).map((item) => [item.productId, item.quantity]),
    promoCode: request.promoCode ?? null,
    attribution: [request.attribution?.ref ?? null, request.attribution?.guardian ?? null, request.attribution?.product ?? null],
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

function toOrder(row: OrderRow, lines: readonly OrderLineRow[]): Order {
  if (!(STOREFRONT_CURRENCIES as readonly string[]).includes(row.currency)) throw new Error(`Order ${row.id} has an unknown currency ${row.currency}`);
  if (row.status !== 'paid') throw new Error(`Order ${row.id} was committed unpaid (${row.status})`);
  const attribution: OrderAttribution = {};
  if (row.attribution_ref !== null) attribution.ref = row.attribution_ref;
  if (row.attribution_guardian !== null && isGuardianId(row.attribution_guardian)) attribution.guardian = row.attribution_guardian;
  if (row.attribution_product !== null) attribution.product = row.attribution_product;
  return {
    id: row.id,
    status: 'paid',
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
    total: row.total,
    currency: row.currency as StorefrontCurrency,
    promoCode: row.promo_code,
    attribution: Object.keys(attribution).length > 0 ? attribution : null,
    rewardCoins: row.reward_coins,
    payment: { provider: row.payment_provider, reference: row.payment_reference },
    createdAt: row.created_at,
  };
}

/** A refusal with one of the codes the orders contract declares (ORDER_ERROR_CODES). */
export function orderError(status: number, code: OrderErrorCode, message: string, details?: Record<string, unknown>): AppError {
  return new AppError(status, code, message, details);
}

/** Thrown inside the transaction when a unique constraint of orders refused the row; resolved after rollback. */
class OrderRowConflict extends Error {
  override name = 'OrderRowConflict';
}

function promoNotApplicable(): AppError {
  return orderError(
    400,
    'PROMO_NOT_APPLICABLE',
    `${FIRST_ORDER_PROMO.code} only applies to the first order of an account, and this account has ordered before. Remove the code to continue.`,
  );
}

export class OrdersService {
  readonly #deps: OrderDependencies;

  constructor(deps: OrderDependencies) {
    this.#deps = deps;
  }

  /** The account's latest orders, newest first. */
  async list(userId: string): Promise<Order[]> {
    const { db } = this.#deps;
    const rows = await listOrdersOf(db, userId, ORDER_HISTORY_LIMIT);
    const lines = await linesOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toOrder(row, lines.get(row.id) ?? []));
  }

  /**
   * Places the order once per Idempotency-Key: prices from the catalog, stock taken and payment recorded in one
   * transaction, then the reward coins through the wallet's own idempotent credit.
   */
  async purchase(user: AccountUser, idempotencyKey: string, request: PurchaseRequest, now = new Date()): Promise<PurchaseOutcome> {
    const { db } = this.#deps;
    const fingerprint = fingerprintOf(request);
    const earlier = await findOrderByIdempotencyKey(db, user.id, idempotencyKey);
    if (earlier) return this.#replay(earlier, fingerprint);

    let placed: Order;
    try {
      placed = await db.transaction().execute((trx) => this.#place(trx, user, idempotencyKey, fingerprint, request, now));
    } catch (error) {
      if (!(error instanceof OrderRowConflict)) throw error;
      // Either a parallel request with this key committed first, or a parallel first order redeemed the promo.
      const winner = await findOrderByIdempotencyKey(db, user.id, idempotencyKey);
      if (winner) return this.#replay(winner, fingerprint);
      if (request.promoCode) throw promoNotApplicable();
      throw error;
    }
    this.#deps.publicReads.invalidate();
    await this.#creditReward(placed, user.id);
    return { order: placed, replayed: false };
  }

  async #replay(row: OrderRow, fingerprint: string): Promise<PurchaseOutcome> {
    if (row.request_fingerprint !== fingerprint) {
      throw orderError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key already placed a different order. Send a new key for a new purchase.', {
        orderId: row.id,
      });
    }
    const order = toOrder(row, (await linesOf(this.#deps.db, [row.id])).get(row.id) ?? []);
    // The credit runs after the order commits; a replay finishes it if the first attempt stopped in between.
    await this.#creditReward(order, row.user_id);
    return { order, replayed: true };
  }

  async #creditReward(order: Order, userId: string): Promise<void> {
    if (order.rewardCoins <= 0) return;
    await this.#deps.wallet.creditOnce({
      userId,
      amount: order.rewardCoins,
      rewardType: 'product_purchase',
      description: `Reward for order ${order.id.slice(0, 8)} (${formatMoney(order.total, order.currency)})`,
      idempotencyKey: purchaseRewardKey(order.id),
    });
  }

  async #place(trx: Kysely<Database>, user: AccountUser, idempotencyKey: string, fingerprint: string, request: PurchaseRequest, now: Date): Promise<Order> {
    const { commerce, payments } = this.#deps;
    const createdAt = now.toISOString();

    // A same-key request that committed while this one waited for the database: answer its order instead.
    if (await findOrderByIdempotencyKey(trx, user.id, idempotencyKey)) throw new OrderRowConflict('order already placed with this key');

    let percentOff = 0;
    if (request.promoCode !== undefined) {
      if (request.promoCode !== FIRST_ORDER_PROMO.code) {
        throw orderError(400, 'PROMO_UNKNOWN', `The promo code "${request.promoCode}" does not exist. Check the spelling or remove it.`, {
          promoCode: request.promoCode,
        });
      }
      if (await hasAnyOrder(trx, user.id)) throw promoNotApplicable();
      percentOff = FIRST_ORDER_PROMO.percentOff;
    }

    // Sorted by id so concurrent orders take row locks in the same order and cannot deadlock.
    const items = [...request.items].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
    const products = await findApprovedProductsByIds(
      trx,
      items.map((item) => item.productId),
    );
    const bought: { product: ProductRow; quantity: number }[] = [];
    for (const item of items) {
      const product = products.get(item.productId);
      if (!product) throw productNotFound(item.productId);
      bought.push({ product, quantity: item.quantity });
    }
    const shortages = bought
      .filter(({ product, quantity }) => product.stock < quantity)
      .map(({ product, quantity }) => ({ productId: product.id, name: product.name, available: product.stock, requested: quantity }));
    if (shortages.length > 0) throw outOfStock(shortages);
    const otherCurrency = bought.filter(({ product }) => product.currency !== commerce.currency).map(({ product }) => product);
    if (otherCurrency.length > 0) throw currencyMismatch(otherCurrency, commerce.currency);

    const prices = priceLines(
      bought.map(({ product, quantity }) => ({ unitPrice: product.price, originalUnitPrice: product.original_price, quantity })),
      percentOff,
    );
    const orderId = randomUUID();
    const order: OrderRow = {
      id: orderId,
      user_id: user.id,
      idempotency_key: idempotencyKey,
      request_fingerprint: fingerprint,
      status: 'awaiting_payment',
      subtotal: prices.subtotal,
      discount: prices.discount,
      total: prices.total,
      currency: commerce.currency,
      promo_code: request.promoCode ?? null,
      first_order_promo_user_id: percentOff > 0 ? user.id : null,
      attribution_ref: request.attribution?.ref ?? null,
      attribution_guardian: request.attribution?.guardian ?? null,
      attribution_product: request.attribution?.product ?? null,
      payment_provider: payments.name,
      payment_reference: '',
      reward_coins: purchaseRewardCoins(prices.total, commerce.purchaseRewardCoinsPer100),
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

    for (const { product, quantity } of bought) {
      if (!(await takeStock(trx, product.id, quantity, createdAt))) {
        // Someone bought the last units between our read and our update.
        const current = (await findApprovedProductsByIds(trx, [product.id])).get(product.id);
        throw outOfStock([{ productId: product.id, name: product.name, available: current?.stock ?? 0, requested: quantity }]);
      }
    }
    const lines: OrderLineRow[] = bought.map(({ product, quantity }, position) => ({
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

    const payment = await payments.charge({
      orderId,
      userId: user.id,
      amount: prices.total,
      currency: commerce.currency,
      idempotencyKey: `${user.id}:${idempotencyKey}`,
      description: `Guardians order ${orderId.slice(0, 8)}`,
    });
    if (payment.status !== 'paid') {
      throw orderError(402, 'PAYMENT_DECLINED', `The payment was declined (${payment.reason}). Nothing was charged; try another payment method.`);
    }
    await recordPayment(trx, orderId, payments.name, payment.reference);
    await deleteCartItems(
      trx,
      user.id,
      bought.map(({ product }) => product.id),
    );
    return toOrder({ ...order, status: 'paid', payment_reference: payment.reference }, lines);
  }
}

/**
 * The storefront's currency (STOREFRONT_CURRENCY) changed after these products were priced: selling them would mix
 * currencies in one total, so the order is refused with the names, and nothing is charged or taken from stock.
 */
function currencyMismatch(products: readonly ProductRow[], storefrontCurrency: StorefrontCurrency): AppError {
  const names = products.map((product) => product.name).join(', ');
  const details: CurrencyMismatchDetails = {
    products: products.map((product) => ({ productId: product.id, name: product.name, currency: product.currency })),
  };
  return orderError(
    409,
    'CURRENCY_MISMATCH',
    `${names} cannot be bought right now: ${products.length === 1 ? 'it is' : 'they are'} priced in another currency than the store's ${storefrontCurrency}. Remove ${products.length === 1 ? 'it' : 'them'} from your cart or contact support.`,
    details,
  );
}
