// The orders module's steps of a purchase (server/flows/purchase.ts runs them with the other modules' steps): the
// request's fingerprint, an earlier order of the same Idempotency-Key, the buyer's lock, and the order, its lines and
// its first event written inside the purchase's transaction.
import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { FIRST_ORDER_PROMO, formatMoney, purchaseRewardCoins } from '@common/commerce';
import type { AddressInput, QuoteRequest } from '@common/contracts/checkout';
import type { PurchaseRequest } from '@common/contracts/orders';
import { PAYMENT_NAMES, UNPAID_ONLINE_ORDER_TIMEOUT_MINUTES } from '@common/order-lifecycle';
import { renewalPaymentHours } from '@common/subscriptions';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import type { AppError } from '../../http/app-error';
import type { CatalogProduct } from '../catalog/catalog.exports';
import { checkoutError } from '../checkout/checkout.exports';
import type { ComputedQuote } from '../checkout/checkout.exports';
import { findOrderByIdempotencyKey, insertOrder, insertOrderEvent, insertOrderLines, lockBuyer } from './orders.repository';
import type { OrderLineRow, OrderRow } from './orders.repository';

/**
 * What an order is placed from: a checkout's selection (an account's names an address of its book; a guest's has
 * none, its address travelling with the guest), the attribution and the quote the shopper saw.
 */
export type OrderRequest = QuoteRequest & Pick<PurchaseRequest, 'attribution' | 'quoteId'>;

/** A guest's part of an order: where its mails go and where it is delivered. */
export interface GuestBuyer {
  email: string;
  address: AddressInput;
}

/** What the request asks for, independent of key order and item order: a reused key must ask for exactly this. */
export function purchaseFingerprint(request: OrderRequest, guest?: GuestBuyer): string {
  const canonical = {
    items: [...request.items].sort((a, b) => a.productId.localeCompare(b.productId)).map((item) => [item.productId, item.quantity]),
    promoCode: request.promoCode ?? null,
    attribution: [request.attribution?.ref ?? null, request.attribution?.guardian ?? null, request.attribution?.product ?? null],
    checkout: [request.addressId ?? null, request.delivery, request.coins, request.paymentMethod],
    // Absent for an account's order (JSON leaves it out), so the fingerprints already stored stay what they were.
    guest: guest && [
      guest.email,
      ...(['name', 'phone', 'line1', 'line2', 'city', 'region', 'postalCode', 'country'] as const).map((field) => guest.address[field]),
    ],
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** The order an Idempotency-Key of the account already placed, with the fingerprint of the request that placed it. */
export async function orderPlacedWithKey(
  db: Kysely<Database>,
  userId: string,
  idempotencyKey: string,
): Promise<{ orderId: string; fingerprint: string } | undefined> {
  const row = await findOrderByIdempotencyKey(db, userId, idempotencyKey);
  return row && { orderId: row.id, fingerprint: row.request_fingerprint };
}

/**
 * One purchase of an account at a time, to commit: a same-key retry (on this instance or another) waits here for its
 * first attempt and then finds its order, before the quote could refuse it for what that order took (GUARDIAN10, the
 * coins, the last unit). Two checkouts cannot spend one balance either.
 */
export async function lockBuyerForPurchase(trx: Kysely<Database>, userId: string): Promise<void> {
  await lockBuyer(trx, userId);
}

/** Thrown inside the transaction when an order of this key exists or its row was refused as a duplicate. */
export class OrderRowConflict extends Error {
  override name = 'OrderRowConflict';
}

/** A payment the provider started for an order about to be placed. */
export interface StartedPayment {
  provider: string;
  amount: number;
  reference: string;
  clientSecret: string | null;
  /** The customer whose UPI AutoPay mandate the payment registers in Razorpay's checkout; null otherwise. */
  recurringCustomerId: string | null;
}

/** The total changed between the quote the shopper saw (or the payment started) and the order. */
export function quoteStale(quote: ComputedQuote['quote']): AppError {
  return checkoutError(
    409,
    'QUOTE_STALE',
    `The total changed since you saw it (now ${formatMoney(quote.total, quote.currency)}): a price, your coins or the delivery changed. Check the new total and place the order again.`,
    { quote },
  );
}

export function coinsInsufficient(balance: number, requested: number): AppError {
  return checkoutError(409, 'COINS_INSUFFICIENT', `You have ${Math.max(balance, 0)} coins, fewer than the ${requested} asked for. Lower the coins to redeem.`, {
    balance,
  });
}

/** Everything an order is written from: the request, its quote inside the transaction, and the started payment. */
export interface Placement {
  orderId: string;
  /** The account the order is placed for, or the guest-orders holder for a guest's. */
  holderId: string;
  /** Who placed it, for the timeline: the account, or null for a guest. */
  actorId: string | null;
  idempotencyKey: string;
  fingerprint: string;
  request: OrderRequest;
  priced: ComputedQuote;
  payment: StartedPayment;
  currency: string;
  rewardCoinsPer100: number;
  at: string;
  /** The subscription a renewal is placed for; undefined for a checkout's order. */
  subscriptionId?: string;
}

/**
 * The order row, pending payment. The transaction's first write: a parallel request with the same key that got past
 * the buyer's lock fails here with OrderRowConflict, before it has touched any stock.
 */
export async function recordPlacedOrder(trx: Kysely<Database>, placement: Placement): Promise<void> {
  const { orderId, holderId, request, payment, priced, at } = placement;
  const { quote } = priced;
  const address = quote.address;
  if (!address) throw new Error('A purchase quote always has its address');
  const goodsAfterCoins = quote.subtotal - (quote.promo?.amount ?? 0) - quote.coins.value;
  const order: OrderRow = {
    id: orderId,
    user_id: holderId,
    idempotency_key: placement.idempotencyKey,
    request_fingerprint: placement.fingerprint,
    status: 'pending_payment',
    subtotal: quote.subtotal,
    discount: quote.promo?.amount ?? 0,
    total: quote.total,
    currency: placement.currency,
    promo_code: quote.promo?.code ?? null,
    // Holds the one first-order promo an account may have; a subscription's discount is not it.
    first_order_promo_user_id: quote.promo?.code === FIRST_ORDER_PROMO.code ? holderId : null,
    attribution_ref: request.attribution?.ref ?? null,
    attribution_guardian: request.attribution?.guardian ?? null,
    attribution_product: request.attribution?.product ?? null,
    payment_provider: payment.provider,
    payment_reference: payment.reference,
    payment_method: request.paymentMethod,
    payment_client_secret: payment.clientSecret,
    payment_charge_reference: null,
    payment_customer_id: payment.recurringCustomerId,
    subscription_id: placement.subscriptionId ?? null,
    refunded_amount: 0,
    paid_at: null,
    // Rewards on what the shopper paid for the goods, not on delivery or tax.
    reward_coins: purchaseRewardCoins(goodsAfterCoins, placement.rewardCoinsPer100),
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
    created_at: at,
  };
  try {
    await insertOrder(trx, order);
  } catch (error) {
    if (isUniqueViolation(error)) throw new OrderRowConflict('orders row already exists');
    throw error;
  }
}

/** The order's lines at the prices it was placed at, and the first event of its timeline. */
export async function recordOrderLines(
  trx: Kysely<Database>,
  placement: Pick<Placement, 'orderId' | 'actorId' | 'request' | 'at' | 'subscriptionId'>,
  items: readonly { product: CatalogProduct; quantity: number }[],
): Promise<void> {
  const { orderId, at } = placement;
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
    original_unit_price: product.originalPrice,
    line_total: product.price * quantity,
  }));
  await insertOrderLines(trx, lines);
  const renewal = placement.subscriptionId !== undefined;
  const hours = renewalPaymentHours(placement.request.paymentMethod);
  const waiting = !renewal ? `${UNPAID_ONLINE_ORDER_TIMEOUT_MINUTES} minutes` : hours > 72 ? `${hours / 24} days` : `${hours} hours`;
  const placedNote =
    `${renewal ? 'Subscription order placed' : 'Order placed'}: ` +
    (placement.request.paymentMethod === 'cod'
      ? 'pay in cash on delivery'
      : `waiting for the ${PAYMENT_NAMES[placement.request.paymentMethod]} (cancelled if unpaid after ${waiting})`);
  await insertOrderEvent(trx, {
    id: randomUUID(),
    order_id: orderId,
    status: 'pending_payment',
    note: placedNote,
    actor_user_id: placement.actorId,
    created_at: at,
  });
}
