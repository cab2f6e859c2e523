// The address book and the quote: what an order of these items, sent this way and paid this way, costs now. The
// purchase (orders.service) computes the same quote inside its transaction and compares quoteIds, so the total a
// shopper was shown is the total charged, or the order is refused with the fresh quote.
import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { coinsValue, deliveryOptions, maxRedeemableCoins, taxLine } from '@common/checkout';
import type { AddressCountry, TaxRule } from '@common/checkout';
import { FIRST_ORDER_PROMO, formatMoney, priceLines } from '@common/commerce';
import { MAX_ADDRESSES_PER_ACCOUNT } from '@common/contracts/checkout';
import type { Address, AddressInput, CheckoutErrorCode, CheckoutOptions, PaymentMethod, Quote, QuoteRequest } from '@common/contracts/checkout';
import type { GuestQuoteRequest } from '@common/contracts/guest-checkout';
import type { CommerceSettings } from '../../config';
import { INR_TAX_RULE } from '../../config';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { productNotFound, productsOnSale } from '../catalog/catalog.exports';
import type { CatalogProduct } from '../catalog/catalog.exports';
import { sumLedger } from '../wallet/wallet.exports';
import { clearOtherDefaults, countAddresses, deleteAddress, findAddress, insertAddress, listAddresses, updateAddress } from './addresses.repository';
import type { AddressRow } from './addresses.repository';

export function checkoutError(status: number, code: CheckoutErrorCode, message: string, details?: Record<string, unknown>): AppError {
  return new AppError(status, code, message, details);
}

function addressNotFound(id: string): AppError {
  return checkoutError(404, 'ADDRESS_NOT_FOUND', 'That address is not in your address book any more. Choose or add another.', { addressId: id });
}

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    region: row.region,
    postalCode: row.postal_code,
    country: row.country as AddressCountry,
    isDefault: row.is_default === 1,
  };
}

/** Products of an order as the quote found them, in the order the request listed them. */
export interface QuotedItem {
  product: CatalogProduct;
  quantity: number;
}

/**
 * A discount and price caps the server applies itself, never a shopper's request: a subscription's renewal takes its
 * percentage off as a promo would, and never charges more per unit than the price it announced.
 */
export interface ServerPricing {
  promo: { code: string; percentOff: number; explanation: (amount: string) => string };
  /** The most one unit of a product may cost. */
  unitPriceCaps: ReadonlyMap<string, number>;
}

/**
 * Who a quote is for: an account (its address book, its coins, its first-order promo), or a guest, whose address is
 * typed into the checkout (absent until it is) and who has neither coins nor promo codes.
 */
export type QuoteBuyer = { userId: string } | { guestAddress: AddressInput | undefined };

/** A quote, with the rows it was computed from for the purchase that places it. */
export interface ComputedQuote {
  quote: Quote;
  items: QuotedItem[];
  percentOff: number;
}

export interface CheckoutDependencies {
  db: Kysely<Database>;
  commerce: CommerceSettings;
  /** What this server can take: cod always, card when Stripe is configured, razorpay when Razorpay is. */
  paymentMethods: readonly PaymentMethod[];
  /** Stripe's publishable key, for the browser's card form; null without card payments. */
  cardPublishableKey?: string | null;
  /** Razorpay's key id, for the browser's checkout; null without Razorpay. */
  razorpayKeyId?: string | null;
  /** Whether the customer has placed an order before (the orders module's, wired in by server/app.ts: orders uses checkout). */
  hasOrdered(executor: Kysely<Database>, userId: string): Promise<boolean>;
}

export class CheckoutService {
  readonly #deps: CheckoutDependencies;

  constructor(deps: CheckoutDependencies) {
    this.#deps = deps;
  }

  /** The ways of paying this server takes and the subscription discount: public, for product pages. */
  options(): CheckoutOptions {
    return {
      paymentMethods: [...this.#deps.paymentMethods],
      subscriptionDiscountPercent: this.#deps.commerce.subscriptionDiscountPercent,
      razorpayKeyId: this.#deps.razorpayKeyId ?? null,
      cardPublishableKey: this.#deps.cardPublishableKey ?? null,
    };
  }

  async addresses(userId: string): Promise<Address[]> {
    return (await listAddresses(this.#deps.db, userId)).map(toAddress);
  }

  async addAddress(userId: string, input: AddressInput, now = new Date()): Promise<Address> {
    return this.#deps.db.transaction().execute(async (trx) => {
      const count = await countAddresses(trx, userId);
      if (count >= MAX_ADDRESSES_PER_ACCOUNT) {
        throw checkoutError(409, 'ADDRESS_LIMIT', `Your address book is full (${MAX_ADDRESSES_PER_ACCOUNT} addresses). Remove one you no longer use first.`);
      }
      const row = rowOf(randomUUID(), userId, { ...input, isDefault: input.isDefault || count === 0 }, now.toISOString(), now.toISOString());
      await insertAddress(trx, row);
      if (row.is_default === 1) await clearOtherDefaults(trx, userId, row.id);
      return toAddress(row);
    });
  }

  async replaceAddress(userId: string, id: string, input: AddressInput, now = new Date()): Promise<Address> {
    return this.#deps.db.transaction().execute(async (trx) => {
      const existing = await findAddress(trx, userId, id);
      if (!existing) throw addressNotFound(id);
      // The default stays the default: another address takes it over only by being made the default.
      const row = rowOf(id, userId, { ...input, isDefault: input.isDefault || existing.is_default === 1 }, existing.created_at, now.toISOString());
      await updateAddress(trx, row);
      if (row.is_default === 1) await clearOtherDefaults(trx, userId, row.id);
      return toAddress(row);
    });
  }

  async removeAddress(userId: string, id: string): Promise<void> {
    await this.#deps.db.transaction().execute(async (trx) => {
      const existing = await findAddress(trx, userId, id);
      if (!existing || !(await deleteAddress(trx, userId, id))) throw addressNotFound(id);
      if (existing.is_default === 1) {
        const [next] = await listAddresses(trx, userId);
        if (next) await updateAddress(trx, { ...next, is_default: 1 });
      }
    });
  }

  async quote(userId: string, request: QuoteRequest, now = new Date()): Promise<Quote> {
    return (await this.computeQuote(this.#deps.db, { userId }, request, now)).quote;
  }

  /** A guest's quote: no coins, no promo code, the address as typed. */
  async guestQuote(request: GuestQuoteRequest, now = new Date()): Promise<Quote> {
    const { address, ...selection } = request;
    return (await this.computeQuote(this.#deps.db, { guestAddress: address }, { ...selection, coins: 0 }, now)).quote;
  }

  /** The quote as the database stands for `db` (the purchase passes its transaction), with the server's own pricing if any. */
  async computeQuote(db: Kysely<Database>, buyer: QuoteBuyer, request: QuoteRequest, now: Date, pricing?: ServerPricing): Promise<ComputedQuote> {
    const userId = 'userId' in buyer ? buyer.userId : undefined;
    const { commerce, paymentMethods } = this.#deps;
    if (!paymentMethods.includes(request.paymentMethod)) {
      throw checkoutError(400, 'PAYMENT_METHOD_UNAVAILABLE', 'This way of paying is not available on this store right now. Choose cash on delivery.', {
        available: paymentMethods,
      });
    }

    let promo: Quote['promo'] = null;
    let percentOff = 0;
    const firstOrderPromoAvailable = userId !== undefined && !(await this.#deps.hasOrdered(db, userId));
    if (pricing !== undefined) {
      percentOff = pricing.promo.percentOff;
    } else if (request.promoCode !== undefined) {
      if (request.promoCode !== FIRST_ORDER_PROMO.code) {
        throw new AppError(400, 'PROMO_UNKNOWN', `The promo code "${request.promoCode}" does not exist. Check the spelling or remove it.`, {
          promoCode: request.promoCode,
        });
      }
      if (!firstOrderPromoAvailable) throw promoNotApplicable();
      percentOff = FIRST_ORDER_PROMO.percentOff;
    }

    const products = await productsOnSale(
      db,
      request.items.map((item) => item.productId),
    );
    const items: QuotedItem[] = request.items.map((item) => {
      const found = products.get(item.productId);
      if (!found) throw productNotFound(item.productId);
      const cap = pricing?.unitPriceCaps.get(found.id);
      const product = cap !== undefined && cap < found.price ? { ...found, price: cap } : found;
      return { product, quantity: item.quantity };
    });
    const otherCurrency = items.filter(({ product }) => product.currency !== commerce.currency).map(({ product }) => product);
    if (otherCurrency.length > 0) throw currencyMismatch(otherCurrency, commerce.currency);

    const prices = priceLines(
      items.map(({ product, quantity }) => ({ unitPrice: product.price, originalUnitPrice: product.originalPrice, quantity })),
      percentOff,
    );
    if (pricing !== undefined && percentOff > 0) {
      promo = {
        code: pricing.promo.code,
        percentOff,
        amount: prices.discount,
        explanation: pricing.promo.explanation(formatMoney(prices.discount, commerce.currency)),
      };
    } else if (percentOff > 0) {
      promo = {
        code: FIRST_ORDER_PROMO.code,
        percentOff,
        amount: prices.discount,
        explanation: `${FIRST_ORDER_PROMO.code}: ${percentOff}% off your first order's products (${formatMoney(prices.discount, commerce.currency)}), on top of the prices shown.`,
      };
    }
    const goods = prices.total;

    const balance = userId === undefined ? 0 : await sumLedger(db, userId);
    const cap = maxRedeemableCoins(goods, commerce.coins);
    if (request.coins > cap) {
      throw checkoutError(
        400,
        'COINS_OVER_LIMIT',
        `Coins can pay at most ${commerce.coins.maxPercentOfOrder}% of an order: ${cap} coins for this one. Lower the coins to ${cap} or fewer.`,
        { max: cap },
      );
    }
    if (request.coins > balance) {
      throw checkoutError(
        409,
        'COINS_INSUFFICIENT',
        `You have ${Math.max(balance, 0)} coins, fewer than the ${request.coins} asked for. Lower the coins to redeem.`,
        {
          balance,
        },
      );
    }
    const redeemedValue = coinsValue(request.coins, commerce.coins);
    const afterCoins = goods - redeemedValue;

    const options = deliveryOptions(commerce.delivery, goods, now);
    const delivery = options.find((option) => option.method === request.delivery) ?? options[0];
    if (!delivery) throw new Error('No delivery rules are configured');

    let address: Address | null = null;
    if ('guestAddress' in buyer) {
      address = buyer.guestAddress ? { ...buyer.guestAddress, id: GUEST_ADDRESS_ID, isDefault: false } : null;
    } else if (request.addressId !== undefined) {
      const row = await findAddress(db, buyer.userId, request.addressId);
      if (!row) throw addressNotFound(request.addressId);
      address = toAddress(row);
    }
    const tax = taxLine(taxRuleFor(commerce, address?.country), afterCoins + delivery.fee);
    const total = afterCoins + delivery.fee + (tax.included ? 0 : tax.amount);

    const lines = items.map(({ product, quantity }) => ({
      productId: product.id,
      slug: product.slug,
      name: product.name,
      image: product.image,
      quantity,
      unitPrice: product.price,
      originalUnitPrice: product.originalPrice,
      lineTotal: product.price * quantity,
      available: product.stock,
    }));
    const quoteId = createHash('sha256')
      .update(
        JSON.stringify([
          lines.map((line) => [line.productId, line.quantity, line.unitPrice]),
          promo?.code ?? null,
          promo?.amount ?? 0,
          request.coins,
          redeemedValue,
          delivery.method,
          delivery.fee,
          tax.amount,
          tax.included,
          total,
          // A guest's address has no id: its text is what the quote was for.
          address?.id === GUEST_ADDRESS_ID ? JSON.stringify(address) : (address?.id ?? null),
          request.paymentMethod,
        ]),
      )
      .digest('base64url');

    return {
      quote: {
        quoteId,
        lines,
        currency: commerce.currency,
        subtotal: prices.subtotal,
        savings: prices.savings,
        promo,
        firstOrderPromoAvailable,
        coins: {
          balance,
          redeemed: request.coins,
          value: redeemedValue,
          max: Math.max(0, Math.min(cap, balance)),
          coinsPerMajorUnit: commerce.coins.coinsPerMajorUnit,
          maxPercentOfOrder: commerce.coins.maxPercentOfOrder,
        },
        delivery,
        deliveryOptions: options,
        tax,
        total,
        paymentMethods: [...paymentMethods],
        cardPublishableKey: this.#deps.cardPublishableKey ?? null,
        razorpayKeyId: this.#deps.razorpayKeyId ?? null,
        address,
      },
      items,
      percentOff,
    };
  }
}

/** The id a guest's quote gives the address typed into the checkout, which no address book holds. */
const GUEST_ADDRESS_ID = 'guest';

function rowOf(id: string, userId: string, input: AddressInput, createdAt: string, updatedAt: string): AddressRow {
  return {
    id,
    user_id: userId,
    name: input.name,
    phone: input.phone,
    line1: input.line1,
    line2: input.line2,
    city: input.city,
    region: input.region,
    postal_code: input.postalCode,
    country: input.country,
    is_default: input.isDefault ? 1 : 0,
    created_at: createdAt,
    updated_at: updatedAt,
  };
}

/** Rupee prices include GST; otherwise the delivery country's rate is added (none known: no tax line). */
export function taxRuleFor(commerce: CommerceSettings, country: AddressCountry | undefined): TaxRule {
  if (commerce.currency === 'INR') return INR_TAX_RULE;
  return (country && commerce.taxRates[country]) || { label: 'Tax', ratePercent: 0, included: false };
}

export function promoNotApplicable(): AppError {
  return new AppError(
    400,
    'PROMO_NOT_APPLICABLE',
    `${FIRST_ORDER_PROMO.code} only applies to the first order of an account, and this account has ordered before. Remove the code to continue.`,
  );
}

/**
 * The storefront's currency (STOREFRONT_CURRENCY) changed after these products were priced: selling them would mix
 * currencies in one total, so the order is refused with the names, and nothing is charged or taken from stock.
 */
function currencyMismatch(products: readonly CatalogProduct[], storefrontCurrency: string): AppError {
  const names = products.map((product) => product.name).join(', ');
  return new AppError(
    409,
    'CURRENCY_MISMATCH',
    `${names} cannot be bought right now: ${products.length === 1 ? 'it is' : 'they are'} priced in another currency than the store's ${storefrontCurrency}. Remove ${products.length === 1 ? 'it' : 'them'} from your cart or contact support.`,
    { products: products.map((product) => ({ productId: product.id, name: product.name, currency: product.currency })) },
  );
}
