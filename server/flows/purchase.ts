// Placing an order (POST /api/purchase), step by step. Each step belongs to the module named beside it; steps 4 to 9
// run in one transaction, so a refusal at any of them leaves nothing behind:
//
//   1. orders    an order this Idempotency-Key already placed answers again (a different request: 422)
//   2. checkout  price the request as the shopper saw it (a changed quote: 409 QUOTE_STALE; too little stock: 409)
//   3. checkout  start the payment with the provider of its method, outside the transaction (declined: 402)
//   4. orders    lock the buyer; an order this key placed meanwhile wins, and is answered instead
//   5. checkout  price again: the total must still be the one the payment was started for
//   6. orders    write the order, pending payment
//   7. catalog   take each line's stock, in product-id order so concurrent orders never deadlock
//   8. orders    write the lines and the first event of the timeline
//   9. wallet    spend the coins redeemed on it
//  10. cart      remove the bought lines
//
// After the commit the product reads are refreshed (stock changed), orders asks for the mail confirming the order, and
// `onPlaced` is told (labs order kits). A replay asks for the mail again, which its key makes harmless.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AccountUser } from '@common/contracts/accounts';
import type { PaymentMethod } from '@common/contracts/checkout';
import type { Order, PurchaseRequest } from '@common/contracts/orders';
import { formatMoney } from '@common/commerce';
import type { CommerceSettings } from '../config';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';
import type { PublicReadInvalidation } from '../reads/read-cache';
import { deleteCartItems, outOfStock } from '../modules/cart/cart.exports';
import { productsOnSale, takeProductStock } from '../modules/catalog/catalog.exports';
import { promoNotApplicable } from '../modules/checkout/checkout.exports';
import type { CheckoutService, ComputedQuote, PaymentProvider, PaymentStart, ServerPricing } from '../modules/checkout/checkout.exports';
import {
  coinRedemptionKey,
  coinsInsufficient,
  lockBuyerForPurchase,
  orderError,
  OrderRowConflict,
  orderPlacedWithKey,
  purchaseFingerprint,
  quoteStale,
  recordOrderLines,
  recordPlacedOrder,
} from '../modules/orders/orders.exports';
import type { OrdersService, Placement, PurchaseOutcome, StartedPayment } from '../modules/orders/orders.exports';
import type { WalletService } from '../modules/wallet/wallet.exports';

export interface PurchaseDependencies {
  db: Kysely<Database>;
  commerce: Pick<CommerceSettings, 'currency' | 'purchaseRewardCoinsPer100'>;
  checkout: Pick<CheckoutService, 'computeQuote'>;
  /** One provider per payment method this server takes (cod always; card with Stripe, razorpay with Razorpay). */
  payments: Readonly<Partial<Record<PaymentMethod, PaymentProvider>>>;
  orders: Pick<OrdersService, 'load' | 'mailPlaced'>;
  /** Where a provider that did not answer is reported. */
  logger: Logger;
  wallet: Pick<WalletService, 'spendWithin'>;
  /** Told after the order took stock: product lists and pages show what is left. */
  publicReads: PublicReadInvalidation;
  /** Told once an order committed (and again on a replay, so it must be idempotent): labs order the kits in it. */
  onPlaced?: (order: Order, userId: string) => Promise<void>;
}

/** What the server itself brings to an order: a subscription's renewal, with its discount and price caps. */
export interface PurchaseOptions {
  subscription?: { id: string; pricing: ServerPricing };
}

export class PurchaseFlow {
  readonly #deps: PurchaseDependencies;

  constructor(deps: PurchaseDependencies) {
    this.#deps = deps;
  }

  /**
   * Places the order once per Idempotency-Key, at the quote the shopper was shown. The reward is credited when it is
   * paid. `origin` is the origin of the links in the order's mail (none is sent without one).
   */
  async purchase(
    user: AccountUser,
    idempotencyKey: string,
    request: PurchaseRequest,
    now = new Date(),
    origin?: string,
    options: PurchaseOptions = {},
  ): Promise<PurchaseOutcome> {
    const { db } = this.#deps;
    const fingerprint = purchaseFingerprint(request);
    const earlier = await orderPlacedWithKey(db, user.id, idempotencyKey);
    if (earlier) return this.#replay(earlier, fingerprint, user, origin);

    let placed: Order;
    try {
      const orderId = randomUUID();
      // The provider is asked before the transaction, never inside it: its round trip would hold SQLite's one
      // connection (every other request's queries wait on it) and PostgreSQL's buyer and stock rows.
      const payment = await this.#startPayment(user, orderId, request, now, options);
      placed = await db.transaction().execute(async (trx) => this.#place(trx, { orderId, user, idempotencyKey, fingerprint, request, payment, now }, options));
    } catch (error) {
      if (!(error instanceof OrderRowConflict || error instanceof AppError)) throw error;
      // A refusal (the promo used, the coins spent, the last unit sold) may be this key's own first attempt having
      // committed meanwhile: its replay wins over the refusal.
      const winner = await orderPlacedWithKey(db, user.id, idempotencyKey);
      if (winner) return this.#replay(winner, fingerprint, user, origin);
      if (error instanceof AppError) throw error;
      // A parallel first order of the account redeemed the promo.
      if (request.promoCode) throw promoNotApplicable();
      throw error;
    }
    this.#deps.publicReads.invalidate();
    await this.#deps.orders.mailPlaced(placed, { email: user.email, name: user.displayName }, origin);
    await this.#deps.onPlaced?.(placed, user.id);
    return { order: placed, replayed: false };
  }

  /** Step 1: the order this key placed, unless the key came with another request. */
  async #replay(
    earlier: { orderId: string; fingerprint: string },
    fingerprint: string,
    user: AccountUser,
    origin: string | undefined,
  ): Promise<PurchaseOutcome> {
    if (earlier.fingerprint !== fingerprint) {
      throw orderError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key already placed a different order. Send a new key for a new purchase.', {
        orderId: earlier.orderId,
      });
    }
    const order = await this.#deps.orders.load(this.#deps.db, earlier.orderId);
    await this.#deps.orders.mailPlaced(order, { email: user.email, name: user.displayName }, origin);
    await this.#deps.onPlaced?.(order, user.id);
    return { order, replayed: true };
  }

  /** Steps 2 and 5: the quote of the request as the shopper saw it (their quoteId), with the stock to fill it. */
  async #price(db: Kysely<Database>, user: AccountUser, request: PurchaseRequest, now: Date, options: PurchaseOptions): Promise<ComputedQuote> {
    const priced = await this.#deps.checkout.computeQuote(db, user.id, request, now, options.subscription?.pricing);
    if (request.quoteId !== undefined && request.quoteId !== priced.quote.quoteId) throw quoteStale(priced.quote);
    const shortages = priced.items
      .filter(({ product, quantity }) => product.stock < quantity)
      .map(({ product, quantity }) => ({ productId: product.id, name: product.name, available: product.stock, requested: quantity }));
    if (shortages.length > 0) throw outOfStock(shortages);
    return priced;
  }

  /**
   * Steps 2 and 3. Priced first, so a refusal never reaches the provider. A payment started for an order that then
   * fails (the last unit sold meanwhile, a same-key attempt placed first) is never confirmed, so nothing is charged:
   * the browser only ever gets the client secret of a placed order.
   */
  async #startPayment(user: AccountUser, orderId: string, request: PurchaseRequest, now: Date, options: PurchaseOptions): Promise<StartedPayment> {
    const { quote } = await this.#price(this.#deps.db, user, request, now, options);
    const provider = this.#deps.payments[request.paymentMethod];
    if (!provider) throw new Error(`No provider for ${request.paymentMethod}, though the quote offered it`);
    let payment: PaymentStart;
    try {
      payment = await provider.start({
        orderId,
        userId: user.id,
        amount: quote.total,
        currency: this.#deps.commerce.currency,
        idempotencyKey: orderId,
        description: `Guardians order ${orderId.slice(0, 8)}`,
      });
    } catch (error) {
      // The provider is down or slow (a timeout, a 5xx): nothing was placed, and the shopper may try again.
      this.#deps.logger.warn({ err: error, provider: provider.name }, 'The payment provider did not answer the start of a payment');
      throw orderError(
        502,
        'PAYMENT_PROVIDER_UNAVAILABLE',
        'The payment service did not answer. Nothing was charged and your order was not placed: try again in a minute, or choose cash on delivery.',
      );
    }
    if (payment.status !== 'started') {
      throw orderError(402, 'PAYMENT_DECLINED', `The payment was declined (${payment.reason}). Nothing was charged; try another payment method.`);
    }
    return { provider: provider.name, amount: quote.total, reference: payment.reference, clientSecret: payment.clientSecret ?? null };
  }

  /** Steps 4 to 10, inside the transaction. */
  async #place(
    trx: Kysely<Database>,
    attempt: Pick<Placement, 'orderId' | 'user' | 'idempotencyKey' | 'fingerprint' | 'request' | 'payment'> & { now: Date },
    options: PurchaseOptions,
  ): Promise<Order> {
    const { orderId, user, request, payment, now } = attempt;
    const { commerce } = this.#deps;
    const at = now.toISOString();

    await lockBuyerForPurchase(trx, user.id);
    if (await orderPlacedWithKey(trx, user.id, attempt.idempotencyKey)) throw new OrderRowConflict('order already placed with this key');

    const priced = await this.#price(trx, user, request, now, options);
    if (priced.quote.total !== payment.amount) throw quoteStale(priced.quote);

    const placement: Placement = {
      ...attempt,
      priced,
      currency: commerce.currency,
      rewardCoinsPer100: commerce.purchaseRewardCoinsPer100,
      at,
      ...(options.subscription ? { subscriptionId: options.subscription.id } : {}),
    };
    await recordPlacedOrder(trx, placement);

    const byId = [...priced.items].sort((a, b) => (a.product.id < b.product.id ? -1 : a.product.id > b.product.id ? 1 : 0));
    for (const { product, quantity } of byId) {
      if (!(await takeProductStock(trx, product.id, quantity, at))) {
        // Someone bought the last units between our read and our update.
        const current = (await productsOnSale(trx, [product.id])).get(product.id);
        throw outOfStock([{ productId: product.id, name: product.name, available: current?.stock ?? 0, requested: quantity }]);
      }
    }

    await recordOrderLines(trx, placement, priced.items);

    const { coins } = priced.quote;
    if (coins.redeemed > 0) {
      const spent = await this.#deps.wallet.spendWithin(trx, {
        userId: user.id,
        amount: coins.redeemed,
        rewardType: 'conversion_to_rupees',
        description: `Redeemed on order ${orderId.slice(0, 8)} (${formatMoney(coins.value, priced.quote.currency)} off)`,
        idempotencyKey: coinRedemptionKey(orderId),
        at,
      });
      if (!spent) throw coinsInsufficient(coins.balance, coins.redeemed);
    }

    // A checkout empties the cart lines it bought; a renewal leaves the cart as the customer has it.
    if (!options.subscription) {
      await deleteCartItems(
        trx,
        user.id,
        priced.items.map(({ product }) => product.id),
      );
    }
    return this.#deps.orders.load(trx, orderId);
  }
}
