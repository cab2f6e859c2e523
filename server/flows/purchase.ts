// Placing an order (POST /api/purchase), step by step. Each step belongs to the module named beside it; steps 4 to 9
// run in one transaction, so a refusal at any of them leaves nothing behind:
//
//   1. orders    an order this Idempotency-Key already placed answers again (a different request: 422)
//   2. checkout  price the request as the shopper saw it (a changed quote: 409 QUOTE_STALE; too little stock: 409)
//   3. checkout  start the payment with the provider of its method, outside the transaction (declined: 402); a
//                subscription's is made for its customer at the provider, saving the card for the renewals
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
//
// A guest (issue 44) goes through the same steps as the store's guest-orders holder: no buyer lock (a guest has no
// coins or promo to protect; the Idempotency-Key's unique row still settles a race), no coins, no cart on the server;
// step 8 also keeps the guest's e-mail address and makes the first link to the order, whose token the answer carries.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AccountUser } from '@common/contracts/accounts';
import type { PaymentMethod } from '@common/contracts/checkout';
import type { GuestPurchaseRequest } from '@common/contracts/guest-checkout';
import type { Order, PurchaseRequest } from '@common/contracts/orders';
import { formatMoney } from '@common/commerce';
import type { CommerceSettings } from '../config';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';
import type { PublicReadInvalidation } from '../reads/read-cache';
import { ensureGuestOrdersHolder } from '../modules/accounts/accounts.exports';
import { deleteCartItems, outOfStock } from '../modules/cart/cart.exports';
import { productsOnSale, takeProductStock } from '../modules/catalog/catalog.exports';
import { promoNotApplicable } from '../modules/checkout/checkout.exports';
import type {
  CheckoutService,
  ComputedQuote,
  PaymentCustomer,
  PaymentProvider,
  PaymentStart,
  QuoteBuyer,
  ServerPricing,
} from '../modules/checkout/checkout.exports';
import {
  coinRedemptionKey,
  coinsInsufficient,
  GUEST_ORDERS_HOLDER_ID,
  newGuestOrderLink,
  recordGuestOrder,
  lockBuyerForPurchase,
  orderError,
  OrderRowConflict,
  orderPlacedWithKey,
  purchaseFingerprint,
  quoteStale,
  recordOrderLines,
  recordPlacedOrder,
} from '../modules/orders/orders.exports';
import type {
  GuestBuyer,
  GuestPurchaseOutcome,
  OrderRequest,
  OrdersService,
  Placement,
  PurchaseOutcome,
  StartedPayment,
} from '../modules/orders/orders.exports';
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

/** Who buys: an account, or a guest with their e-mail address and the address typed into the checkout. */
type Buyer = { kind: 'account'; user: AccountUser } | { kind: 'guest'; guest: GuestBuyer };

/** The users row an order of the buyer belongs to: the account, or the holder of guests' orders. */
function holderOf(buyer: Buyer): string {
  return buyer.kind === 'account' ? buyer.user.id : GUEST_ORDERS_HOLDER_ID;
}

function quoteBuyerOf(buyer: Buyer): QuoteBuyer {
  return buyer.kind === 'account' ? { userId: buyer.user.id } : { guestAddress: buyer.guest.address };
}

/**
 * What the server itself brings to an order: a subscription's renewal, with its discount and price caps, and the
 * customer at the provider whose payments are saved for the renewals (with the way of paying saved before, if any).
 */
export interface PurchaseOptions {
  subscription?: { id: string; pricing: ServerPricing; savedPayment?: PaymentCustomer };
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
    const buyer: Buyer = { kind: 'account', user };
    const { order, replayed } = await this.#purchase(buyer, idempotencyKey, request, purchaseFingerprint(request), now, origin, options);
    if (!replayed) this.#deps.publicReads.invalidate();
    await this.#deps.orders.mailPlaced(order, { email: user.email, name: user.displayName }, origin);
    await this.#deps.onPlaced?.(order, user.id);
    return { order, replayed };
  }

  /**
   * A guest's order, once per Idempotency-Key: no coins, no promo code, the address as typed. The answer carries the
   * token of a link to the order, the only way back to it without an account; a replay gets a fresh one.
   */
  async purchaseAsGuest(idempotencyKey: string, request: GuestPurchaseRequest, now = new Date(), origin?: string): Promise<GuestPurchaseOutcome> {
    const { email, address, ...selection } = request;
    const guest: GuestBuyer = { email, address };
    const orderRequest: OrderRequest = { ...selection, coins: 0 };
    await ensureGuestOrdersHolder(this.#deps.db, now);
    const placed = await this.#purchase({ kind: 'guest', guest }, idempotencyKey, orderRequest, purchaseFingerprint(orderRequest, guest), now, origin, {});
    const token = placed.token ?? (await newGuestOrderLink(this.#deps.db, placed.order.id, now));
    if (!placed.replayed) this.#deps.publicReads.invalidate();
    await this.#deps.orders.mailPlaced(placed.order, { email, name: address.name, guestToken: token }, origin);
    return { order: placed.order, replayed: placed.replayed, email, token };
  }

  /** Steps 1 to 10; `token` is the first link's of a guest order placed now. */
  async #purchase(
    buyer: Buyer,
    idempotencyKey: string,
    request: OrderRequest,
    fingerprint: string,
    now: Date,
    origin: string | undefined,
    options: PurchaseOptions,
  ): Promise<PurchaseOutcome & { token?: string }> {
    const { db } = this.#deps;
    const holderId = holderOf(buyer);
    const earlier = await orderPlacedWithKey(db, holderId, idempotencyKey);
    if (earlier) return this.#replay(earlier, fingerprint);

    try {
      const orderId = randomUUID();
      // The provider is asked before the transaction, never inside it: its round trip would hold SQLite's one
      // connection (every other request's queries wait on it) and PostgreSQL's buyer and stock rows.
      const payment = await this.#startPayment(buyer, orderId, request, now, options);
      return await db.transaction().execute(async (trx) => this.#place(trx, { orderId, buyer, idempotencyKey, fingerprint, request, payment, now }, options));
    } catch (error) {
      if (!(error instanceof OrderRowConflict || error instanceof AppError)) throw error;
      // A refusal (the promo used, the coins spent, the last unit sold) may be this key's own first attempt having
      // committed meanwhile: its replay wins over the refusal.
      const winner = await orderPlacedWithKey(db, holderId, idempotencyKey);
      if (winner) return this.#replay(winner, fingerprint);
      if (error instanceof AppError) throw error;
      // A parallel first order of the account redeemed the promo.
      if (request.promoCode) throw promoNotApplicable();
      throw error;
    }
  }

  /** Step 1: the order this key placed, unless the key came with another request. */
  async #replay(earlier: { orderId: string; fingerprint: string }, fingerprint: string): Promise<PurchaseOutcome> {
    if (earlier.fingerprint !== fingerprint) {
      throw orderError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key already placed a different order. Send a new key for a new purchase.', {
        orderId: earlier.orderId,
      });
    }
    return { order: await this.#deps.orders.load(this.#deps.db, earlier.orderId), replayed: true };
  }

  /** Steps 2 and 5: the quote of the request as the shopper saw it (their quoteId), with the stock to fill it. */
  async #price(db: Kysely<Database>, buyer: Buyer, request: OrderRequest, now: Date, options: PurchaseOptions): Promise<ComputedQuote> {
    const priced = await this.#deps.checkout.computeQuote(db, quoteBuyerOf(buyer), request, now, options.subscription?.pricing);
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
  async #startPayment(buyer: Buyer, orderId: string, request: OrderRequest, now: Date, options: PurchaseOptions): Promise<StartedPayment> {
    const { quote } = await this.#price(this.#deps.db, buyer, request, now, options);
    const provider = this.#deps.payments[request.paymentMethod];
    if (!provider) throw new Error(`No provider for ${request.paymentMethod}, though the quote offered it`);
    let payment: PaymentStart;
    try {
      payment = await provider.start({
        orderId,
        userId: holderOf(buyer),
        amount: quote.total,
        currency: this.#deps.commerce.currency,
        idempotencyKey: orderId,
        description: `Guardians order ${orderId.slice(0, 8)}`,
        ...(options.subscription?.savedPayment ? { saved: options.subscription.savedPayment } : {}),
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
    return {
      provider: provider.name,
      amount: quote.total,
      reference: payment.reference,
      clientSecret: payment.clientSecret ?? null,
      recurringCustomerId: payment.recurringCustomerId ?? null,
    };
  }

  /** Steps 4 to 10, inside the transaction. */
  async #place(
    trx: Kysely<Database>,
    attempt: Pick<Placement, 'orderId' | 'idempotencyKey' | 'fingerprint' | 'request' | 'payment'> & { buyer: Buyer; now: Date },
    options: PurchaseOptions,
  ): Promise<PurchaseOutcome & { token?: string }> {
    const { orderId, buyer, request, payment, now } = attempt;
    const { commerce } = this.#deps;
    const at = now.toISOString();
    const holderId = holderOf(buyer);

    if (buyer.kind === 'account') await lockBuyerForPurchase(trx, holderId);
    if (await orderPlacedWithKey(trx, holderId, attempt.idempotencyKey)) throw new OrderRowConflict('order already placed with this key');

    const priced = await this.#price(trx, buyer, request, now, options);
    if (priced.quote.total !== payment.amount) throw quoteStale(priced.quote);

    const placement: Placement = {
      orderId,
      holderId,
      actorId: buyer.kind === 'account' ? buyer.user.id : null,
      idempotencyKey: attempt.idempotencyKey,
      fingerprint: attempt.fingerprint,
      request,
      payment,
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
    const token = buyer.kind === 'guest' ? await recordGuestOrder(trx, orderId, buyer.guest.email, now) : undefined;

    const { coins } = priced.quote;
    if (coins.redeemed > 0) {
      const spent = await this.#deps.wallet.spendWithin(trx, {
        userId: holderId,
        amount: coins.redeemed,
        rewardType: 'conversion_to_rupees',
        description: `Redeemed on order ${orderId.slice(0, 8)} (${formatMoney(coins.value, priced.quote.currency)} off)`,
        idempotencyKey: coinRedemptionKey(orderId),
        at,
      });
      if (!spent) throw coinsInsufficient(coins.balance, coins.redeemed);
    }

    // A checkout empties the cart lines it bought; a renewal leaves the cart as the customer has it (a guest's is in
    // their browser).
    if (buyer.kind === 'account' && !options.subscription) {
      await deleteCartItems(
        trx,
        holderId,
        priced.items.map(({ product }) => product.id),
      );
    }
    return { order: await this.#deps.orders.load(trx, orderId), replayed: false, ...(token === undefined ? {} : { token }) };
  }
}
