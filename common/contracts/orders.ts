// Purchase and order history. Prices, promo and totals are computed on the server; the client sends only what it
// wants to buy. POST /api/purchase needs an Idempotency-Key header so that a retried or double-clicked checkout
// charges once: the same key with the same body answers the same order again (with Idempotent-Replayed: true).
import { z } from 'zod';
import { FIRST_ORDER_PROMO, MAX_LINES_PER_ORDER } from '../commerce';
import { GUARDIAN_IDS } from '../guardians';
import type { ApiEndpoint } from './api-endpoint';
import { Currency, MoneyAmount, ProductId, Quantity } from './catalog';
import { errorResponse } from './errors';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Header set on an answer that repeats an order placed earlier with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** A UUID fits; anything from 8 to 200 letters, digits, '-', '_', ':' or '.' is accepted. */
export const IdempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_:.-]{8,200}$/, 'must be 8 to 200 letters, digits or - _ : .')
  .describe('Unique per checkout attempt, e.g. a UUID made when the checkout page opens.');

export const OrderAttribution = z
  .object({
    ref: z.string().trim().min(1).max(64).optional().describe('Where the buyer came from, e.g. quickchat.'),
    guardian: z.enum(GUARDIAN_IDS).optional().describe('The guardian whose recommendation led here.'),
    product: z.string().trim().min(1).max(200).optional().describe('The product parameter of the collection link.'),
  })
  .meta({ id: 'OrderAttribution' });
export type OrderAttribution = z.infer<typeof OrderAttribution>;

export const PurchaseRequest = z
  .object({
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
    attribution: OrderAttribution.optional(),
  })
  .meta({ id: 'PurchaseRequest' });
export type PurchaseRequest = z.output<typeof PurchaseRequest>;

export const OrderLine = z
  .object({
    productId: z.string(),
    slug: z.string(),
    name: z.string(),
    image: z.string(),
    quantity: z.number().int().min(1),
    unitPrice: MoneyAmount.describe('Price charged per unit at the time of the order.'),
    originalUnitPrice: MoneyAmount,
    lineTotal: MoneyAmount,
  })
  .meta({ id: 'OrderLine' });
export type OrderLine = z.infer<typeof OrderLine>;

export const ORDER_STATUSES = ['paid'] as const;

export const Order = z
  .object({
    id: z.string(),
    status: z.enum(ORDER_STATUSES),
    lines: z.array(OrderLine),
    subtotal: MoneyAmount,
    discount: MoneyAmount.describe('Promo discount taken off the subtotal.'),
    total: MoneyAmount.describe('subtotal − discount: the amount charged.'),
    currency: Currency,
    promoCode: z.string().nullable(),
    attribution: OrderAttribution.nullable(),
    rewardCoins: z.number().int().min(0).describe('Coins credited to the wallet as a product_purchase entry.'),
    payment: z.object({ provider: z.string(), reference: z.string() }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof Order>;

export const OrderResponse = z.object({ order: Order }).meta({ id: 'OrderResponse' });
export type OrderResponse = z.infer<typeof OrderResponse>;
export const OrderListResponse = z.object({ orders: z.array(Order).describe('Newest first, at most 100.') }).meta({ id: 'OrderListResponse' });
export type OrderListResponse = z.infer<typeof OrderListResponse>;

/** details of a 409 OUT_OF_STOCK: the first product short, then every product short. */
export const OutOfStockDetails = z.object({
  productId: z.string(),
  name: z.string(),
  available: z.number().int().min(0),
  requested: z.number().int().min(1),
  products: z.array(z.object({ productId: z.string(), name: z.string(), available: z.number().int(), requested: z.number().int() })),
});
export type OutOfStockDetails = z.infer<typeof OutOfStockDetails>;

/** details of a 409 CURRENCY_MISMATCH: the products priced in another currency than the store's. */
export const CurrencyMismatchDetails = z.object({
  products: z.array(z.object({ productId: z.string(), name: z.string(), currency: z.string() })),
});
export type CurrencyMismatchDetails = z.infer<typeof CurrencyMismatchDetails>;

export const ORDER_ERROR_CODES = [
  'IDEMPOTENCY_KEY_REQUIRED',
  'IDEMPOTENCY_KEY_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'PRODUCT_NOT_FOUND',
  'OUT_OF_STOCK',
  'CURRENCY_MISMATCH',
  'PROMO_UNKNOWN',
  'PROMO_NOT_APPLICABLE',
  'PAYMENT_DECLINED',
] as const;
export type OrderErrorCode = (typeof ORDER_ERROR_CODES)[number];

export const orderEndpoints: readonly ApiEndpoint[] = [
  {
    method: 'post',
    path: '/api/purchase',
    summary: 'Buys the items: prices from the catalog, stock reserved and payment taken in one transaction',
    tag: 'orders',
    request: { body: PurchaseRequest },
    responses: {
      201: { description: 'The paid order; a replay of the same Idempotency-Key and body answers the same order', body: OrderResponse },
      400: errorResponse(
        'No or a malformed Idempotency-Key header (IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY_INVALID), invalid items (VALIDATION_FAILED), ' +
          `an unknown promo code (PROMO_UNKNOWN) or ${FIRST_ORDER_PROMO.code} on an account that has ordered before (PROMO_NOT_APPLICABLE)`,
      ),
      401: errorResponse('Not signed in (UNAUTHENTICATED)'),
      402: errorResponse('The payment provider refused the payment (PAYMENT_DECLINED); nothing was charged or reserved'),
      404: errorResponse('An item names no approved product (PRODUCT_NOT_FOUND, details.productId)'),
      409: errorResponse(
        'Fewer units are left than asked for (OUT_OF_STOCK, details name the products), or a product is priced in another currency ' +
          "than the store's (CURRENCY_MISMATCH, details.products); nothing was charged or reserved",
      ),
      422: errorResponse('This Idempotency-Key was already used for a different purchase (IDEMPOTENCY_KEY_REUSED)'),
      503: errorResponse('The database is unavailable (DATABASE_UNAVAILABLE); nothing was written'),
    },
  },
  {
    method: 'get',
    path: '/api/orders',
    summary: "The signed-in account's orders with their lines, newest first",
    tag: 'orders',
    responses: {
      200: { description: 'The orders', body: OrderListResponse },
      401: errorResponse('Not signed in (UNAUTHENTICATED)'),
    },
  },
];
