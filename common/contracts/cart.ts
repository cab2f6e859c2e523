// The signed-in cart, kept on the server. A visitor's cart lives in the browser and is sent to POST /api/cart/merge
// at sign-in. Every answer carries prices computed on the server from the current catalog.
import { z } from 'zod';
import { MAX_LINES_PER_ORDER, MAX_QUANTITY_PER_LINE } from '../commerce';
import { GUARDIAN_IDS } from '../guardians';
import type { ApiEndpoint } from './api-endpoint';
import { Currency, MoneyAmount, ProductId, Quantity } from './catalog';
import { errorResponse } from './errors';

export const CartLine = z
  .object({
    productId: z.string(),
    slug: z.string(),
    name: z.string(),
    image: z.string(),
    guardian: z.enum(GUARDIAN_IDS),
    quantity: z.number().int().min(1).max(MAX_QUANTITY_PER_LINE),
    unitPrice: MoneyAmount,
    originalUnitPrice: MoneyAmount,
    lineTotal: MoneyAmount.describe('unitPrice × quantity.'),
    stock: z.number().int().min(0).describe('Units left now.'),
    available: z.boolean().describe('False when stock is below the quantity: checkout would answer OUT_OF_STOCK for this line.'),
  })
  .meta({ id: 'CartLine' });
export type CartLine = z.infer<typeof CartLine>;

export const Cart = z
  .object({
    lines: z.array(CartLine).describe('Oldest line first.'),
    itemCount: z.number().int().min(0).describe('Sum of quantities.'),
    subtotal: MoneyAmount,
    savings: MoneyAmount.describe('What the product discounts save against original prices.'),
    currency: Currency,
    maxQuantityPerLine: z.literal(MAX_QUANTITY_PER_LINE),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof Cart>;

export const CartResponse = z.object({ cart: Cart }).meta({ id: 'CartResponse' });
export type CartResponse = z.infer<typeof CartResponse>;

export const CartItemParams = z.object({ productId: ProductId });
export const SetCartItemRequest = z
  .object({ quantity: z.number().int().min(0).max(MAX_QUANTITY_PER_LINE).describe(`0 removes the line; at most ${MAX_QUANTITY_PER_LINE}.`) })
  .meta({ id: 'SetCartItemRequest' });
export type SetCartItemRequest = z.infer<typeof SetCartItemRequest>;

export const CartItemInput = z.object({ productId: ProductId, quantity: Quantity });
export type CartItemInput = z.infer<typeof CartItemInput>;

export const MergeCartRequest = z.object({ items: z.array(CartItemInput).max(MAX_LINES_PER_ORDER) }).meta({ id: 'MergeCartRequest' });
export type MergeCartRequest = z.infer<typeof MergeCartRequest>;

export const CART_ADJUSTMENT_REASONS = ['unknown_product', 'out_of_stock', 'capped', 'cart_full'] as const;
export const CartAdjustment = z
  .object({
    productId: z.string(),
    reason: z
      .enum(CART_ADJUSTMENT_REASONS)
      .describe(
        `unknown_product: not sold (any more); out_of_stock: none left; capped: lowered to the stock or ${MAX_QUANTITY_PER_LINE}; cart_full: the cart already holds ${MAX_LINES_PER_ORDER} products.`,
      ),
    quantity: z.number().int().min(0).describe('Quantity the server cart now holds for this product.'),
  })
  .meta({ id: 'CartAdjustment' });
export type CartAdjustment = z.infer<typeof CartAdjustment>;

export const MergeCartResponse = z
  .object({ cart: Cart, adjustments: z.array(CartAdjustment).describe('Browser lines that could not be merged as they were.') })
  .meta({ id: 'MergeCartResponse' });
export type MergeCartResponse = z.infer<typeof MergeCartResponse>;

export const CART_ERROR_CODES = ['PRODUCT_NOT_FOUND', 'OUT_OF_STOCK', 'CART_FULL'] as const;

const signedIn = { 401: errorResponse('Not signed in (UNAUTHENTICATED)') };

export const cartEndpoints = {
  getCart: {
    method: 'get',
    path: '/api/cart',
    summary: "The signed-in account's cart with current prices",
    tag: 'cart',
    responses: { 200: { description: 'The cart', body: CartResponse }, ...signedIn },
  },
  putCartItemsByProductId: {
    method: 'put',
    path: '/api/cart/items/{productId}',
    summary: 'Sets the quantity of one product in the cart; 0 removes it',
    tag: 'cart',
    request: { params: CartItemParams, body: SetCartItemRequest },
    responses: {
      200: { description: 'The cart after the change', body: CartResponse },
      400: errorResponse(`Quantity is not an integer from 0 to ${MAX_QUANTITY_PER_LINE} (VALIDATION_FAILED)`),
      ...signedIn,
      404: errorResponse('No approved product has this id (PRODUCT_NOT_FOUND)'),
      409: errorResponse(
        `Fewer units are left than asked for (OUT_OF_STOCK, details.available) or the cart already holds ${MAX_LINES_PER_ORDER} products (CART_FULL)`,
      ),
    },
  },
  deleteCart: {
    method: 'delete',
    path: '/api/cart',
    summary: 'Empties the cart',
    tag: 'cart',
    responses: { 200: { description: 'The empty cart', body: CartResponse }, ...signedIn },
  },
  postCartMerge: {
    method: 'post',
    path: '/api/cart/merge',
    summary: "Merges a visitor's browser cart into the account's cart at sign-in",
    tag: 'cart',
    request: { body: MergeCartRequest },
    responses: {
      200: {
        description: `Quantities of the same product are added, then capped at the stock and at ${MAX_QUANTITY_PER_LINE}; unknown and sold-out products are left out and listed in adjustments`,
        body: MergeCartResponse,
      },
      400: errorResponse('An item is invalid (VALIDATION_FAILED)'),
      ...signedIn,
    },
  },
} satisfies Record<string, ApiEndpoint>;
