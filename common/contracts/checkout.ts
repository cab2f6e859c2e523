// Checkout: the address book, the server's quote (lines, promo, coins, delivery, tax, total) and the payment
// methods on offer. The quote is computed again when the order is placed; a quoteId that no longer matches what the
// server computes is refused with 409 QUOTE_STALE and the fresh quote, so nobody pays a total they were not shown.
import { z } from 'zod';
import { ADDRESS_COUNTRY_CODES, DELIVERY_METHODS, isValidPostcode, normalizePostcode } from '../checkout';
import { FIRST_ORDER_PROMO, MAX_LINES_PER_ORDER } from '../commerce';
import type { ApiEndpoint } from './api-endpoint';
import { Currency, MoneyAmount, ProductId, Quantity } from './catalog';
import { errorResponse } from './errors';

export const MAX_ADDRESSES_PER_ACCOUNT = 20;

const line = (max: number) => z.string().trim().min(1).max(max);

export const AddressInput = z
  .object({
    name: line(100).describe('Who receives the parcel.'),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9 ()-]{6,19}$/, 'must be a phone number of 7 to 20 digits, spaces, brackets or dashes, optionally starting with +')
      .describe('For the courier.'),
    line1: line(200),
    line2: z.string().trim().max(200).default(''),
    city: line(100),
    region: z.string().trim().max(100).default('').describe('State, county or region.'),
    postalCode: z.string().trim().max(16).default(''),
    country: z.enum(ADDRESS_COUNTRY_CODES).describe('ISO 3166-1 alpha-2.'),
    isDefault: z.boolean().default(false),
  })
  .superRefine((address, context) => {
    if (!isValidPostcode(address.country, address.postalCode)) {
      context.addIssue({
        code: 'custom',
        path: ['postalCode'],
        message: address.country === 'AE' ? 'leave the postal code empty for the UAE' : `is not a valid postcode for ${address.country}`,
      });
    }
  })
  .transform((address) => ({ ...address, postalCode: normalizePostcode(address.country, address.postalCode) }))
  .meta({ id: 'AddressInput' });
export type AddressInput = z.output<typeof AddressInput>;

export const Address = z
  .object({
    id: z.string(),
    name: z.string(),
    phone: z.string(),
    line1: z.string(),
    line2: z.string(),
    city: z.string(),
    region: z.string(),
    postalCode: z.string(),
    country: z.enum(ADDRESS_COUNTRY_CODES),
    isDefault: z.boolean(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof Address>;

export const AddressResponse = z.object({ address: Address }).meta({ id: 'AddressResponse' });
export type AddressResponse = z.infer<typeof AddressResponse>;
export const AddressListResponse = z
  .object({ addresses: z.array(Address).describe('The default first, then newest first.') })
  .meta({ id: 'AddressListResponse' });
export type AddressListResponse = z.infer<typeof AddressListResponse>;
export const AddressIdParams = z.object({ id: z.string().trim().min(1).max(64) });

/**
 * How an order is paid: cash on delivery; card through Stripe; razorpay, Razorpay's checkout in rupees (UPI, cards,
 * netbanking, wallets). The last two are paid online, before the order is packed.
 */
export const PAYMENT_METHODS = ['cod', 'card', 'razorpay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Whether an order of this method is paid online before it is packed (a card or Razorpay), not at the door. */
export function paidOnline(method: PaymentMethod): boolean {
  return method !== 'cod';
}

/** What the shopper is about to buy and how: the body of a quote, and (with more) of a purchase. */
export const CheckoutSelection = z.object({
  items: z
    .array(z.object({ productId: ProductId, quantity: Quantity }))
    .min(1)
    .max(MAX_LINES_PER_ORDER)
    .refine((items) => new Set(items.map((item) => item.productId)).size === items.length, 'list each product once, with its total quantity'),
  promoCode: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .transform((code) => code.toUpperCase())
    .optional()
    .describe(`Case-insensitive; ${FIRST_ORDER_PROMO.code} takes ${FIRST_ORDER_PROMO.percentOff}% off the first order of an account.`),
  addressId: z.string().trim().min(1).max(64).optional().describe("One of the account's addresses; required to place the order."),
  delivery: z.enum(DELIVERY_METHODS).default('standard'),
  coins: z.number().int().min(0).max(10_000_000).default(0).describe('Coins to redeem; at most the balance and the per-order cap.'),
  paymentMethod: z.enum(PAYMENT_METHODS).default('cod'),
});

export const QuoteRequest = CheckoutSelection.meta({ id: 'QuoteRequest' });
export type QuoteRequest = z.output<typeof QuoteRequest>;

export const QuoteLine = z.object({
  productId: z.string(),
  slug: z.string(),
  name: z.string(),
  image: z.string(),
  quantity: z.number().int().min(1),
  unitPrice: MoneyAmount,
  originalUnitPrice: MoneyAmount,
  lineTotal: MoneyAmount,
  available: z.number().int().min(0).describe('Units in stock now; fewer than quantity means the order would be refused.'),
});

export const DeliveryOptionSchema = z.object({
  method: z.enum(DELIVERY_METHODS),
  label: z.string(),
  fee: MoneyAmount,
  regularFee: MoneyAmount.describe('The fee before free delivery took it away.'),
  estimatedFrom: z.iso.date(),
  estimatedTo: z.iso.date(),
});

export const TaxLineSchema = z.object({
  label: z.string().describe('GST, VAT, Sales tax.'),
  ratePercent: z.number().min(0).max(100),
  included: z.boolean().describe('true: already in the prices (India: "incl. GST"); false: added to the total.'),
  amount: MoneyAmount,
});

export const Quote = z
  .object({
    quoteId: z.string().describe('Send it with the purchase: an order whose total would differ is refused (409 QUOTE_STALE).'),
    lines: z.array(QuoteLine),
    currency: Currency,
    subtotal: MoneyAmount.describe('Sum of the lines at current prices (catalog discounts already in).'),
    savings: MoneyAmount.describe('What the catalog discounts save against original prices.'),
    promo: z
      .object({ code: z.string(), percentOff: z.number().int(), amount: MoneyAmount, explanation: z.string() })
      .nullable()
      .describe('The promo applied, and why it took what it took.'),
    firstOrderPromoAvailable: z.boolean().describe('Whether this account may still use the first-order code (GUARDIAN10): false once it has placed an order.'),
    coins: z.object({
      balance: z.number().int(),
      redeemed: z.number().int().min(0),
      value: MoneyAmount,
      max: z.number().int().min(0).describe('The most this order may take: its cap and the balance, whichever is lower.'),
      coinsPerMajorUnit: z.number().int().min(1),
      maxPercentOfOrder: z.number().int().min(0).max(100),
    }),
    delivery: DeliveryOptionSchema,
    deliveryOptions: z.array(DeliveryOptionSchema),
    tax: TaxLineSchema,
    total: MoneyAmount.describe('subtotal − promo − coins + delivery (+ tax when it is not included).'),
    paymentMethods: z
      .array(z.enum(PAYMENT_METHODS))
      .describe('What this server can take: cod always, card when Stripe is configured, razorpay when Razorpay is.'),
    cardPublishableKey: z.string().nullable().describe("Stripe's publishable key for Stripe.js when card payments are on; null otherwise."),
    razorpayKeyId: z.string().nullable().describe("Razorpay's key id for its checkout when Razorpay is on; null otherwise."),
    address: Address.nullable(),
  })
  .meta({ id: 'Quote' });
export type Quote = z.infer<typeof Quote>;

export const QuoteResponse = z.object({ quote: Quote }).meta({ id: 'QuoteResponse' });
export type QuoteResponse = z.infer<typeof QuoteResponse>;

export const CHECKOUT_ERROR_CODES = [
  'ADDRESS_NOT_FOUND',
  'ADDRESS_REQUIRED',
  'ADDRESS_LIMIT',
  'COINS_INSUFFICIENT',
  'COINS_OVER_LIMIT',
  'PAYMENT_METHOD_UNAVAILABLE',
  'QUOTE_STALE',
] as const;
export type CheckoutErrorCode = (typeof CHECKOUT_ERROR_CODES)[number];

const addressErrors = {
  401: errorResponse('Not signed in (UNAUTHENTICATED)'),
};

export const CheckoutOptions = z
  .object({
    paymentMethods: z.array(z.enum(PAYMENT_METHODS)).describe('What this server can take.'),
    subscriptionDiscountPercent: z.number().int().min(0).max(50).describe('What subscribe & save takes off every delivery (SUBSCRIPTION_DISCOUNT_PERCENT).'),
    razorpayKeyId: z.string().nullable().describe("Razorpay's key id for its checkout (consultations paid online); null without Razorpay."),
    cardPublishableKey: z
      .string()
      .nullable()
      .default(null)
      .describe("Stripe's publishable key for Stripe.js (consultations paid by card); null without Stripe."),
  })
  .meta({ id: 'CheckoutOptions' });
export type CheckoutOptions = z.infer<typeof CheckoutOptions>;

export const checkoutEndpoints = {
  getCheckoutOptions: {
    method: 'get',
    path: '/api/checkout/options',
    summary: 'The ways of paying this store takes and the subscribe & save discount, for product pages before sign-in',
    tag: 'checkout',
    responses: { 200: { description: 'The options', body: CheckoutOptions } },
  },
  getAddresses: {
    method: 'get',
    path: '/api/addresses',
    summary: "The signed-in account's address book",
    tag: 'checkout',
    responses: { 200: { description: 'The addresses', body: AddressListResponse }, ...addressErrors },
  },
  postAddresses: {
    method: 'post',
    path: '/api/addresses',
    summary: 'Adds an address; postcodes are checked per country (IN, US, GB, IE, DE, FR, SG; none in AE)',
    tag: 'checkout',
    request: { body: AddressInput },
    responses: {
      201: { description: 'The saved address', body: AddressResponse },
      400: errorResponse('A field is missing or malformed, e.g. a postcode that does not fit the country (VALIDATION_FAILED)'),
      409: errorResponse(`The account already has ${MAX_ADDRESSES_PER_ACCOUNT} addresses (ADDRESS_LIMIT)`),
      ...addressErrors,
    },
  },
  putAddressesById: {
    method: 'put',
    path: '/api/addresses/{id}',
    summary: 'Replaces one of the account’s addresses',
    tag: 'checkout',
    request: { params: AddressIdParams, body: AddressInput },
    responses: {
      200: { description: 'The saved address', body: AddressResponse },
      400: errorResponse('A field is missing or malformed (VALIDATION_FAILED)'),
      404: errorResponse('No address of this account has this id (ADDRESS_NOT_FOUND)'),
      ...addressErrors,
    },
  },
  deleteAddressesById: {
    method: 'delete',
    path: '/api/addresses/{id}',
    summary: 'Removes one of the account’s addresses (orders keep their own copy)',
    tag: 'checkout',
    request: { params: AddressIdParams },
    responses: {
      204: { description: 'Removed' },
      404: errorResponse('No address of this account has this id (ADDRESS_NOT_FOUND)'),
      ...addressErrors,
    },
  },
  postCheckoutQuote: {
    method: 'post',
    path: '/api/checkout/quote',
    summary: 'What the order would cost now: lines, promo, coins, delivery options, tax and total',
    tag: 'checkout',
    request: { body: QuoteRequest },
    responses: {
      200: { description: 'The quote', body: QuoteResponse },
      400: errorResponse(
        'Invalid items (VALIDATION_FAILED), an unknown or spent promo (PROMO_UNKNOWN, PROMO_NOT_APPLICABLE), more coins than an order may take (COINS_OVER_LIMIT) or a payment method this server cannot take (PAYMENT_METHOD_UNAVAILABLE)',
      ),
      401: errorResponse('Not signed in (UNAUTHENTICATED)'),
      404: errorResponse('An item names no approved product (PRODUCT_NOT_FOUND) or the address is not the account’s (ADDRESS_NOT_FOUND)'),
      409: errorResponse('More coins than the balance (COINS_INSUFFICIENT) or a product priced in another currency (CURRENCY_MISMATCH)'),
    },
  },
} satisfies Record<string, ApiEndpoint>;
