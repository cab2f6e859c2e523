// Purchase and order history. Prices, promo and totals are computed on the server; the client sends only what it
// wants to buy. POST /api/purchase needs an Idempotency-Key header so that a retried or double-clicked checkout
// charges once: the same key with the same body answers the same order again (with Idempotent-Replayed: true).
import { z } from 'zod';
import { DELIVERY_METHODS } from '../checkout';
import { FIRST_ORDER_PROMO } from '../commerce';
import { GUARDIAN_IDS } from '../guardians';
import type { ApiEndpoint } from './api-endpoint';
import { Currency, MoneyAmount } from './catalog';
import { Address, CheckoutSelection, PAYMENT_METHODS, TaxLineSchema } from './checkout';
import { errorResponse } from './errors';
import { OrderReturn, ReturnIdParams, ReturnRequest, ReturnStatusChange } from './returns';
import { RETURN_WINDOW_DAYS } from '../returns';

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

export const PurchaseRequest = CheckoutSelection.extend({
  addressId: z.string().trim().min(1).max(64).describe("One of the account's addresses: where the order goes (a copy is kept on the order)."),
  attribution: OrderAttribution.optional(),
  quoteId: z
    .string()
    .trim()
    .min(1)
    .max(128)
    .optional()
    .describe('The quoteId the shopper was shown; when the total would now differ the order is refused with 409 QUOTE_STALE.'),
}).meta({ id: 'PurchaseRequest' });
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

/**
 * The order lifecycle: pending_payment → paid → packed → shipped → delivered, or cancelled / refunded. A card order
 * is paid when Stripe's webhook says so; a cash-on-delivery order ships unpaid (pending_payment → packed) and is paid
 * when staff mark it delivered.
 */
export const ORDER_STATUSES = ['pending_payment', 'paid', 'packed', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const OrderEvent = z.object({
  status: z.enum(ORDER_STATUSES),
  note: z.string().nullable(),
  at: z.iso.datetime(),
});

export const Order = z
  .object({
    id: z.string(),
    status: z.enum(ORDER_STATUSES),
    lines: z.array(OrderLine),
    subtotal: MoneyAmount,
    discount: MoneyAmount.describe('Promo discount taken off the subtotal.'),
    coinsRedeemed: z.number().int().min(0).describe('Coins spent on this order (a conversion_to_rupees debit in the wallet).'),
    coinsValue: MoneyAmount.describe('What the redeemed coins took off the total.'),
    delivery: z.object({ method: z.enum(DELIVERY_METHODS), fee: MoneyAmount, estimatedFrom: z.iso.date(), estimatedTo: z.iso.date() }),
    tax: TaxLineSchema,
    total: MoneyAmount.describe('subtotal − discount − coinsValue + delivery fee (+ tax when not included): the amount charged.'),
    currency: Currency,
    promoCode: z.string().nullable(),
    attribution: OrderAttribution.nullable(),
    rewardCoins: z
      .number()
      .int()
      .min(0)
      .describe(
        'Coins the order earns: credited as a product_purchase entry once it is paid (card: Stripe confirms; cash on delivery: collected), taken back if it is cancelled or refunded.',
      ),
    shippingAddress: Address.omit({ id: true, isDefault: true }),
    payment: z.object({
      method: z.enum(PAYMENT_METHODS),
      provider: z.string(),
      reference: z.string(),
      paidAt: z.iso.datetime().nullable(),
      clientSecret: z.string().optional().describe('Card orders waiting for payment: the Stripe PaymentIntent client secret for Stripe.js.'),
      recurringCustomerId: z
        .string()
        .optional()
        .describe(
          "A subscription's Razorpay order waiting for the payment that registers its UPI AutoPay mandate: Razorpay's checkout opens with this customer_id and recurring: 1.",
        ),
      refundedAmount: MoneyAmount.describe('Money given back through the payment provider so far (a cancellation or a return).'),
    }),
    canCancel: z.boolean().describe('The customer may still cancel (before it is packed).'),
    returns: z.array(OrderReturn).describe('Returns asked for, oldest first.'),
    returnWindowEndsAt: z.iso
      .datetime()
      .nullable()
      .describe(`Delivered orders: until when items may be returned (${RETURN_WINDOW_DAYS} days after delivery); null before delivery.`),
    timeline: z.array(OrderEvent).describe('Oldest first.'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof Order>;

export const OrderIdParams = z.object({ id: z.string().trim().min(1).max(64) });

const RazorpayId = (prefix: string) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]{6,40}$`), `a Razorpay id starting ${prefix}_`);

/** What Razorpay's checkout hands the page when a payment succeeds, passed on as it came. */
export const RazorpayPaymentConfirmation = z
  .object({
    razorpayOrderId: RazorpayId('order').describe("razorpay_order_id: the order's payment.reference."),
    razorpayPaymentId: RazorpayId('pay').describe('razorpay_payment_id.'),
    razorpaySignature: z
      .string()
      .trim()
      .regex(/^[0-9a-f]{64}$/, 'a hex HMAC-SHA256')
      .describe('razorpay_signature: HMAC-SHA256 of "order_id|payment_id" with the key secret.'),
  })
  .meta({ id: 'RazorpayPaymentConfirmation' });
export type RazorpayPaymentConfirmation = z.infer<typeof RazorpayPaymentConfirmation>;
/** The card payment of a card order waiting for it: what its owner's browser confirms with Stripe.js. */
export const OrderCardPayment = z
  .object({
    orderId: z.string(),
    clientSecret: z.string().describe("The order's Stripe PaymentIntent client secret, for Stripe.js; answered to the order's owner only."),
    amount: MoneyAmount.describe('What the card is charged: the order total.'),
    currency: Currency,
  })
  .meta({ id: 'OrderCardPayment' });
export type OrderCardPayment = z.infer<typeof OrderCardPayment>;
export const OrderCardPaymentResponse = z.object({ payment: OrderCardPayment }).meta({ id: 'OrderCardPaymentResponse' });
export type OrderCardPaymentResponse = z.infer<typeof OrderCardPaymentResponse>;

export const AdminOrderListQuery = z
  .object({
    status: z.enum(ORDER_STATUSES).optional(),
    // The admin orders screen's search (issue 16).
    email: z.string().trim().min(1).max(254).optional().describe("Part of the customer's account email."),
    from: z.iso.date().optional().describe('Placed on or after this UTC day.'),
    to: z.iso.date().optional().describe('Placed on or before this UTC day.'),
    returns: z.enum(['open']).optional().describe('open: only orders with a return being handled (requested, approved or received).'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: '`from` must not be after `to`', path: ['from'] });
export type AdminOrderListQuery = z.output<typeof AdminOrderListQuery>;
export const OrderStatusChange = z
  .object({
    status: z.enum(ORDER_STATUSES),
    note: z.string().trim().max(500).optional().describe('Shown to the customer on the timeline, e.g. a tracking number.'),
  })
  .meta({ id: 'OrderStatusChange' });
export type OrderStatusChange = z.output<typeof OrderStatusChange>;

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
  'ORDER_NOT_FOUND',
  'ORDER_STATUS_CONFLICT',
  'REWARD_COINS_SPENT',
  'WEBHOOK_SIGNATURE_INVALID',
  'PAYMENT_SIGNATURE_INVALID',
  'PAYMENT_NOT_COMPLETED',
  'PAYMENT_MISMATCH',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'ORDER_NOT_PAID_BY_CARD',
] as const;
export type OrderErrorCode = (typeof ORDER_ERROR_CODES)[number];

export const orderEndpoints = {
  postPurchase: {
    method: 'post',
    path: '/api/purchase',
    summary:
      'Places the order at its quote: stock reserved, coins debited and the payment started (cash on delivery, or a Stripe PaymentIntent) in one transaction',
    tag: 'orders',
    request: { body: PurchaseRequest },
    responses: {
      201: {
        description:
          'The order, pending_payment (a card order carries payment.clientSecret); a replay of the same Idempotency-Key and body answers the same order',
        body: OrderResponse,
      },
      400: errorResponse(
        'No or a malformed Idempotency-Key header (IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY_INVALID), invalid items (VALIDATION_FAILED), ' +
          `an unknown promo code (PROMO_UNKNOWN) or ${FIRST_ORDER_PROMO.code} on an account that has ordered before (PROMO_NOT_APPLICABLE)`,
      ),
      401: errorResponse('Not signed in (UNAUTHENTICATED)'),
      402: errorResponse('The payment provider refused the payment (PAYMENT_DECLINED); nothing was charged or reserved'),
      404: errorResponse('An item names no approved product (PRODUCT_NOT_FOUND, details.productId) or the address is not the account’s (ADDRESS_NOT_FOUND)'),
      409: errorResponse(
        'Fewer units are left than asked for (OUT_OF_STOCK, details name the products), a product is priced in another currency ' +
          "than the store's (CURRENCY_MISMATCH), the total differs from the quote sent (QUOTE_STALE, details.quote is the fresh quote) " +
          'or the coins exceed the balance (COINS_INSUFFICIENT); nothing was charged or reserved',
      ),
      422: errorResponse('This Idempotency-Key was already used for a different purchase (IDEMPOTENCY_KEY_REUSED)'),
      502: errorResponse('The payment provider could not be reached or failed (PAYMENT_PROVIDER_UNAVAILABLE); nothing was charged or reserved'),
      503: errorResponse('The database is unavailable (DATABASE_UNAVAILABLE); nothing was written'),
    },
  },
  getOrders: {
    method: 'get',
    path: '/api/orders',
    summary: "The signed-in account's orders with their lines, newest first",
    tag: 'orders',
    responses: {
      200: { description: 'The orders', body: OrderListResponse },
      401: errorResponse('Not signed in (UNAUTHENTICATED)'),
    },
  },
  postOrdersByIdCancel: {
    method: 'post',
    path: '/api/orders/{id}/cancel',
    summary: 'The customer cancels their own order before it is packed: stock returned, coins refunded, a paid reward taken back',
    tag: 'orders',
    request: { params: OrderIdParams },
    responses: {
      200: { description: 'The cancelled order (a card payment is refunded: status refunded)', body: OrderResponse },
      401: errorResponse('Not signed in (UNAUTHENTICATED)'),
      404: errorResponse('No order of this account has this id (ORDER_NOT_FOUND)'),
      409: errorResponse(
        'The order is already packed, shipped, delivered or cancelled (ORDER_STATUS_CONFLICT), or its paid reward coins were spent since ' +
          '(REWARD_COINS_SPENT, details.spent): taking them back would leave the wallet below zero',
      ),
    },
  },
  getAdminOrders: {
    method: 'get',
    path: '/api/admin/orders',
    summary: 'Staff: orders of every account, newest first, optionally of one status',
    tag: 'orders',
    request: { query: AdminOrderListQuery },
    responses: {
      200: { description: 'The orders', body: OrderListResponse },
      400: errorResponse('An unknown status (VALIDATION_FAILED)'),
      401: errorResponse('Not signed in (UNAUTHENTICATED)'),
      403: errorResponse('Not an administrator or support account (FORBIDDEN)'),
    },
  },
  postAdminOrdersByIdStatus: {
    method: 'post',
    path: '/api/admin/orders/{id}/status',
    summary: 'Staff move an order along its lifecycle (cancelling returns stock and coins; delivered collects cash on delivery)',
    tag: 'orders',
    request: { params: OrderIdParams, body: OrderStatusChange },
    responses: {
      200: { description: 'The order after the change', body: OrderResponse },
      400: errorResponse('An unknown status (VALIDATION_FAILED)'),
      401: errorResponse('Not signed in (UNAUTHENTICATED)'),
      403: errorResponse('Not an administrator or support account (FORBIDDEN)'),
      404: errorResponse('No order has this id (ORDER_NOT_FOUND)'),
      409: errorResponse(
        'The lifecycle does not go from the current status to this one (ORDER_STATUS_CONFLICT, details.allowed), or a return of the order is still being handled (RETURN_OPEN)',
      ),
    },
  },
  postOrdersByIdRazorpayPayment: {
    method: 'post',
    path: '/api/orders/{id}/razorpay-payment',
    summary:
      "Razorpay's checkout answer for the customer's order: its signature checked, the payment read back from Razorpay (this order, amount and currency) and captured, and the order paid (once, however often it is sent)",
    tag: 'orders',
    request: { params: OrderIdParams, body: RazorpayPaymentConfirmation },
    responses: {
      200: { description: 'The order, paid (or refunded at once when it had been cancelled before the payment arrived)', body: OrderResponse },
      400: errorResponse(
        'Malformed ids (VALIDATION_FAILED), a signature that is not Razorpay’s for this order and payment (PAYMENT_SIGNATURE_INVALID), or a payment of another amount or order (PAYMENT_MISMATCH)',
      ),
      401: errorResponse('Not signed in (UNAUTHENTICATED)'),
      404: errorResponse('No Razorpay order of this account has this id (ORDER_NOT_FOUND), or Razorpay is not configured (NOT_FOUND)'),
      409: errorResponse('Razorpay does not have the payment as captured or authorised (PAYMENT_NOT_COMPLETED)'),
      502: errorResponse('Razorpay could not be reached or answered an error (PAYMENT_PROVIDER_UNAVAILABLE); the order is unchanged, try again'),
    },
  },
  postOrdersByIdCardPayment: {
    method: 'post',
    path: '/api/orders/{id}/card-payment',
    summary:
      "The card payment of the customer's own card order awaiting payment (a renewal whose card was declined, a card form closed at checkout): its Stripe PaymentIntent's client secret, a new PaymentIntent made once if Stripe no longer has one",
    tag: 'orders',
    request: { params: OrderIdParams },
    responses: {
      200: {
        description: 'The client secret to confirm the payment with in Stripe.js; the order turns paid when Stripe’s webhook says so',
        body: OrderCardPaymentResponse,
      },
      401: errorResponse('Not signed in (UNAUTHENTICATED)'),
      404: errorResponse('No order of this account has this id (ORDER_NOT_FOUND), or card payments are not configured (NOT_FOUND)'),
      409: errorResponse(
        'The order is paid, being paid or cancelled (ORDER_STATUS_CONFLICT, details.status), or it is paid another way than by card (ORDER_NOT_PAID_BY_CARD)',
      ),
      502: errorResponse('Stripe could not be reached (PAYMENT_PROVIDER_UNAVAILABLE); nothing changed, try again'),
    },
  },
  postOrdersByIdReturns: {
    method: 'post',
    path: '/api/orders/{id}/returns',
    summary: `The customer asks to return items of their delivered order, within ${RETURN_WINDOW_DAYS} days of delivery`,
    tag: 'orders',
    request: { params: OrderIdParams, body: ReturnRequest },
    responses: {
      201: { description: 'The order with the return requested (what it would refund is on the return)', body: OrderResponse },
      400: errorResponse('No items, an unknown reason or a product listed twice (VALIDATION_FAILED)'),
      401: errorResponse('Not signed in (UNAUTHENTICATED)'),
      404: errorResponse('No order of this account has this id (ORDER_NOT_FOUND)'),
      409: errorResponse(
        'The order is not delivered (RETURN_NOT_DELIVERED), the return window closed (RETURN_WINDOW_CLOSED, details.endedAt), another return of it is being handled (RETURN_ALREADY_OPEN), ' +
          'or more is asked than was bought and not yet returned (RETURN_QUANTITY_UNAVAILABLE, details name the product)',
      ),
    },
  },
  postAdminReturnsByIdStatus: {
    method: 'post',
    path: '/api/admin/returns/{id}/status',
    summary:
      'Staff move a return: approve or decline a request, mark the parcel received (stock back), refund (money through the way it was paid, coins back, reward share taken back)',
    tag: 'orders',
    request: { params: ReturnIdParams, body: ReturnStatusChange },
    responses: {
      200: { description: 'The order after the step', body: OrderResponse },
      400: errorResponse('An unknown status (VALIDATION_FAILED)'),
      401: errorResponse('Not signed in (UNAUTHENTICATED)'),
      403: errorResponse('Not an administrator or support account (FORBIDDEN)'),
      404: errorResponse('No return has this id (RETURN_NOT_FOUND)'),
      409: errorResponse('The return is not at a step this one follows, or another member of staff moved it first (RETURN_STATUS_CONFLICT, details.allowed)'),
      502: errorResponse('The payment provider could not make the refund (PAYMENT_PROVIDER_UNAVAILABLE); nothing changed, try again'),
    },
  },
  postPaymentsRazorpayWebhook: {
    method: 'post',
    path: '/api/payments/razorpay/webhook',
    summary:
      "Razorpay's events (payment.captured, order.paid, payment.failed; token.confirmed, token.cancelled, token.rejected for UPI AutoPay mandates), verified by the X-Razorpay-Signature header",
    tag: 'orders',
    responses: {
      200: { description: 'Handled, or already handled (events are idempotent by X-Razorpay-Event-Id)', body: z.object({ received: z.literal(true) }) },
      400: errorResponse('No or a wrong signature, or a body that is not a Razorpay event (WEBHOOK_SIGNATURE_INVALID)'),
      404: errorResponse('Razorpay is not configured on this server (NOT_FOUND)'),
      502: errorResponse('Razorpay could not be reached to read the payment back (PAYMENT_PROVIDER_UNAVAILABLE); Razorpay retries'),
    },
  },
  postPaymentsStripeWebhook: {
    method: 'post',
    path: '/api/payments/stripe/webhook',
    summary: "Stripe's events (payment_intent.succeeded, payment_intent.payment_failed), verified by the Stripe-Signature header",
    tag: 'orders',
    responses: {
      200: { description: 'Handled, or already handled (events are idempotent by id)', body: z.object({ received: z.literal(true) }) },
      400: errorResponse('No or a wrong signature, or a body that is not a Stripe event (WEBHOOK_SIGNATURE_INVALID)'),
      404: errorResponse('Card payments are not configured on this server (NOT_FOUND)'),
    },
  },
} satisfies Record<string, ApiEndpoint>;
