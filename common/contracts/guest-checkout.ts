// Guest checkout (issue 44): buying without an account. The guest gives an e-mail address and the delivery address in
// the checkout itself, pays as members do (cash on delivery, Razorpay or a card), and reaches the order afterwards by a
// private link (the order's id and a secret token) that the confirmation page shows and the confirmation mail carries.
// Coins and promo codes belong to accounts, so a guest's quote has neither. Creating an account (or signing in) from
// the order's page claims the order: it moves into the account, with its purchase coins once it is paid. Nothing makes
// an account by itself.
import { z } from 'zod';
import { isReservedEmail, isValidEmail, normalizeEmail } from '../email';
import type { ApiEndpoint } from './api-endpoint';
import { AddressInput, CheckoutSelection, Quote } from './checkout';
import { Order, OrderAttribution, OrderCardPaymentResponse, OrderIdParams, RazorpayPaymentConfirmation } from './orders';
import { errorResponse } from './errors';

/** A guest's e-mail address: checked as sign-up checks one, lower-cased; the store's own reserved domains are refused. */
export const GuestEmail = z
  .string()
  .trim()
  .max(254)
  .transform(normalizeEmail)
  .refine(isValidEmail, 'must be an e-mail address such as name@example.com')
  .refine((email) => !isReservedEmail(email), 'must be an address that receives mail');

/** Where a guest's order goes: an address as the address book takes it, never saved to one. */
export const GuestAddress = AddressInput.meta({ id: 'GuestAddress' });

/** A guest's quote: the items, delivery and payment, and (once typed) the address, whose country decides the tax. */
export const GuestQuoteRequest = CheckoutSelection.pick({ items: true, delivery: true, paymentMethod: true })
  .extend({ address: GuestAddress.optional() })
  .meta({ id: 'GuestQuoteRequest' });
export type GuestQuoteRequest = z.output<typeof GuestQuoteRequest>;

export const GuestPurchaseRequest = GuestQuoteRequest.extend({
  email: GuestEmail.describe('Where the confirmation and every later mail about the order go.'),
  address: GuestAddress,
  attribution: OrderAttribution.optional(),
  quoteId: z.string().trim().min(1).max(128).optional().describe('The quoteId the guest was shown; a different total now is refused with 409 QUOTE_STALE.'),
}).meta({ id: 'GuestPurchaseRequest' });
export type GuestPurchaseRequest = z.output<typeof GuestPurchaseRequest>;

/** The secret of a guest order's link: 43 base64url characters (32 random bytes). */
export const GuestOrderToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the token of an order link')
  .describe("The token of the order's link, as the confirmation gave it.");

/** What every guest-order request proves: it holds the order's link. */
export const GuestOrderAccess = z.object({ token: GuestOrderToken }).meta({ id: 'GuestOrderAccess' });
export type GuestOrderAccess = z.infer<typeof GuestOrderAccess>;

export const GuestRazorpayPayment = RazorpayPaymentConfirmation.extend({ token: GuestOrderToken }).meta({ id: 'GuestRazorpayPayment' });
export type GuestRazorpayPayment = z.infer<typeof GuestRazorpayPayment>;

/** The path of a guest order's page; its link adds `order` and `token` as query values. */
export const GUEST_ORDER_PATH = '/guest-order';

export function guestOrderPath(orderId: string, token: string): string {
  return `${GUEST_ORDER_PATH}?${new URLSearchParams({ order: orderId, token }).toString()}`;
}

export const GuestOrderView = z
  .object({
    order: Order,
    email: z.string().describe('The address the order was placed with.'),
    purchaseCoins: z.number().int().min(0).describe('Coins an account that claims the order receives once it is paid.'),
  })
  .meta({ id: 'GuestOrderView' });
export type GuestOrderView = z.infer<typeof GuestOrderView>;

export const GuestPurchaseResponse = GuestOrderView.extend({
  token: GuestOrderToken.describe('The order link’s secret: keep it, it is the only way back to the order without an account.'),
}).meta({ id: 'GuestPurchaseResponse' });
export type GuestPurchaseResponse = z.infer<typeof GuestPurchaseResponse>;

export const GuestQuoteResponse = z.object({ quote: Quote }).meta({ id: 'GuestQuoteResponse' });
export type GuestQuoteResponse = z.infer<typeof GuestQuoteResponse>;

export const GuestOrderClaimResponse = z
  .object({ order: Order, coinsCredited: z.number().int().min(0).describe('Purchase coins credited by this claim (0 until the order is paid).') })
  .meta({ id: 'GuestOrderClaimResponse' });
export type GuestOrderClaimResponse = z.infer<typeof GuestOrderClaimResponse>;

export const GUEST_CHECKOUT_ERROR_CODES = ['GUEST_ORDER_NOT_FOUND', 'GUEST_ORDER_CLAIMED'] as const;

const notFound = errorResponse('No guest order has this id and token (GUEST_ORDER_NOT_FOUND)');
const claimed = errorResponse('The order was added to an account: it is seen there, after signing in (GUEST_ORDER_CLAIMED)');

export const guestCheckoutEndpoints = {
  postGuestQuote: {
    method: 'post',
    path: '/api/guest/checkout/quote',
    summary: 'What a guest’s order would cost now: lines, delivery options, tax and total (no coins, no promo codes)',
    tag: 'guest-checkout',
    request: { body: GuestQuoteRequest },
    responses: {
      200: { description: 'The quote', body: GuestQuoteResponse },
      400: errorResponse('Invalid items or address (VALIDATION_FAILED), or a payment method this server cannot take (PAYMENT_METHOD_UNAVAILABLE)'),
      404: errorResponse('An item names no approved product (PRODUCT_NOT_FOUND)'),
      409: errorResponse('A product priced in another currency than the store’s (CURRENCY_MISMATCH)'),
    },
  },
  postGuestPurchase: {
    method: 'post',
    path: '/api/guest/purchase',
    summary: 'Places a guest’s order at its quote, once per Idempotency-Key; answers the order and its link’s token',
    tag: 'guest-checkout',
    request: { body: GuestPurchaseRequest },
    responses: {
      201: {
        description: 'The order, pending payment, with the token of its link (a replay answers the same order with a fresh token)',
        body: GuestPurchaseResponse,
      },
      400: errorResponse('A missing or malformed Idempotency-Key, invalid items, e-mail or address (VALIDATION_FAILED)'),
      402: errorResponse('The payment was declined (PAYMENT_DECLINED)'),
      404: errorResponse('An item names no approved product (PRODUCT_NOT_FOUND)'),
      409: errorResponse('The total changed (QUOTE_STALE, details.quote), too little stock (OUT_OF_STOCK) or another currency (CURRENCY_MISMATCH)'),
      422: errorResponse('The Idempotency-Key already placed a different order (IDEMPOTENCY_KEY_REUSED)'),
      429: errorResponse('Too many guest orders from this address (RATE_LIMITED)'),
      502: errorResponse('The payment provider did not answer (PAYMENT_PROVIDER_UNAVAILABLE)'),
    },
  },
  postGuestOrdersByIdView: {
    method: 'post',
    path: '/api/guest/orders/{id}/view',
    summary: 'A guest order, for whoever holds its link (the token travels in the body, never in an address a log keeps)',
    tag: 'guest-checkout',
    request: { params: OrderIdParams, body: GuestOrderAccess },
    responses: {
      200: { description: 'The order', body: GuestOrderView },
      404: notFound,
      409: claimed,
      429: errorResponse('Too many wrong links from this address (RATE_LIMITED)'),
    },
  },
  postGuestOrdersByIdCancel: {
    method: 'post',
    path: '/api/guest/orders/{id}/cancel',
    summary: 'The guest cancels their order before it is packed: stock returned, an online payment refunded',
    tag: 'guest-checkout',
    request: { params: OrderIdParams, body: GuestOrderAccess },
    responses: {
      200: { description: 'The cancelled order', body: GuestOrderView },
      404: notFound,
      409: errorResponse('Already packed, shipped, delivered or cancelled (ORDER_STATUS_CONFLICT), or claimed by an account (GUEST_ORDER_CLAIMED)'),
      429: errorResponse('Too many wrong links from this address (RATE_LIMITED)'),
    },
  },
  postGuestOrdersByIdRazorpayPayment: {
    method: 'post',
    path: '/api/guest/orders/{id}/razorpay-payment',
    summary: 'Razorpay checkout’s answer for a guest order: the signature checked, the payment read back and captured',
    tag: 'guest-checkout',
    request: { params: OrderIdParams, body: GuestRazorpayPayment },
    responses: {
      200: { description: 'The order, paid', body: GuestOrderView },
      400: errorResponse('A forged or foreign answer (PAYMENT_SIGNATURE_INVALID, PAYMENT_MISMATCH)'),
      404: errorResponse('No guest order with this id and token, or Razorpay is not configured (GUEST_ORDER_NOT_FOUND, NOT_FOUND)'),
      409: errorResponse('The payment is not completed (PAYMENT_NOT_COMPLETED), or the order was claimed (GUEST_ORDER_CLAIMED)'),
      429: errorResponse('Too many wrong links from this address (RATE_LIMITED)'),
      502: errorResponse('Razorpay did not answer (PAYMENT_PROVIDER_UNAVAILABLE)'),
    },
  },
  postGuestOrdersByIdCardPayment: {
    method: 'post',
    path: '/api/guest/orders/{id}/card-payment',
    summary:
      "The card payment of a guest's card order awaiting payment, for whoever holds its link: as POST /api/orders/{id}/card-payment answers an account's own order",
    tag: 'guest-checkout',
    request: { params: OrderIdParams, body: GuestOrderAccess },
    responses: {
      200: {
        description: 'The client secret to confirm the payment with in Stripe.js; the order turns paid when Stripe’s webhook says so',
        body: OrderCardPaymentResponse,
      },
      404: errorResponse('No guest order with this id and token (GUEST_ORDER_NOT_FOUND), or card payments are not configured (NOT_FOUND)'),
      409: errorResponse(
        'Paid or cancelled already (ORDER_STATUS_CONFLICT), paid another way (ORDER_NOT_PAID_BY_CARD), or claimed by an account (GUEST_ORDER_CLAIMED)',
      ),
      429: errorResponse('Too many wrong links from this address (RATE_LIMITED)'),
      502: errorResponse('Stripe did not answer (PAYMENT_PROVIDER_UNAVAILABLE)'),
    },
  },
  postGuestOrdersByIdClaim: {
    method: 'post',
    path: '/api/guest/orders/{id}/claim',
    summary: 'Adds a guest order to the signed-in account: it shows in the profile, and its purchase coins are credited once it is paid',
    tag: 'guest-checkout',
    request: { params: OrderIdParams, body: GuestOrderAccess },
    responses: {
      200: { description: 'The order, now the account’s, and the coins this claim credited', body: GuestOrderClaimResponse },
      401: errorResponse('Not signed in (UNAUTHENTICATED)'),
      403: errorResponse('A demo account cannot keep orders (FORBIDDEN)'),
      404: notFound,
      409: claimed,
      429: errorResponse('Too many wrong links from this address (RATE_LIMITED)'),
    },
  },
} as const satisfies Record<string, ApiEndpoint>;
