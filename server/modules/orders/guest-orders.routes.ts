// Guest checkout's endpoints (issue 44): a guest's purchase, and the order's page for whoever holds its link — read it,
// cancel it, pay it with Razorpay or by card — and the claim of a signed-in account. Each is rate-limited per client address: a
// purchase makes rows and a payment, and a link's token must not be guessed by trying.
import type { Router } from 'express';
import { guestCheckoutEndpoints } from '@common/contracts/guest-checkout';
import type { GuestOrderClaimResponse, GuestOrderView, GuestPurchaseRequest, GuestPurchaseResponse } from '@common/contracts/guest-checkout';
import { IDEMPOTENT_REPLAYED_HEADER } from '@common/contracts/orders';
import type { OrderCardPaymentResponse } from '@common/contracts/orders';
import type { RateLimit } from '../../config';
import { clientAddress } from '../../http/client-address';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import { limitRequests } from '../../http/rate-limit';
import type { RateLimiter } from '../../http/rate-limit';
import type { GuestPurchaseOutcome, OrdersService, RazorpayGateway } from './orders.service';
import { razorpayNotConfigured, requireIdempotencyKey } from './order-request-checks';

/** Places guests' orders (server/flows/purchase.ts). */
export interface GuestPurchases {
  purchaseAsGuest(idempotencyKey: string, request: GuestPurchaseRequest, now: Date, origin: string | undefined): Promise<GuestPurchaseOutcome>;
}

/** Guest orders one client address may place: plenty for a household, few for a script filling the stock rooms. */
export const GUEST_PURCHASES_PER_ADDRESS: RateLimit = { max: 20, windowMs: 60 * 60 * 1000 };
/** Requests with an order link one client address may make: a guest needs a handful; guessing a 256-bit token needs more than exist. */
export const GUEST_LINK_REQUESTS_PER_ADDRESS: RateLimit = { max: 60, windowMs: 15 * 60 * 1000 };

export function guestOrderRoutes(deps: {
  declare: DeclareRoutes;
  orders: OrdersService;
  purchases: GuestPurchases;
  razorpay: RazorpayGateway | undefined;
  limiter: RateLimiter;
}): Router {
  const { router, serve } = deps.declare();
  const { orders, purchases, razorpay, limiter } = deps;
  const limitPurchases = limitRequests(limiter, GUEST_PURCHASES_PER_ADDRESS, 'guest orders', async (req) => `guest-purchase:${clientAddress(req)}`);
  const limitLinks = limitRequests(
    limiter,
    GUEST_LINK_REQUESTS_PER_ADDRESS,
    'requests with an order link',
    async (req) => `guest-order-link:${clientAddress(req)}`,
  );

  serve(guestCheckoutEndpoints.postGuestPurchase, { caller: 'anyone', before: [requireIdempotencyKey, limitPurchases] }, async ({ req, res }) => {
    const outcome = await purchases.purchaseAsGuest(String(res.locals.idempotencyKey), req.body, new Date(), orders.mailOrigin(req));
    if (outcome.replayed) res.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
    const body: GuestPurchaseResponse = { order: outcome.order, email: outcome.email, purchaseCoins: outcome.order.rewardCoins, token: outcome.token };
    res.status(201).json(body);
  });

  serve(guestCheckoutEndpoints.postGuestOrdersByIdView, { caller: 'anyone', before: [limitLinks] }, async ({ req, res }) => {
    const body: GuestOrderView = await orders.viewGuestOrder(req.params.id, req.body.token);
    res.json(body);
  });

  serve(guestCheckoutEndpoints.postGuestOrdersByIdCancel, { caller: 'anyone', before: [limitLinks] }, async ({ req, res }) => {
    const body: GuestOrderView = await orders.cancelGuestOrder(req.params.id, req.body.token, orders.mailOrigin(req));
    res.json(body);
  });

  serve(guestCheckoutEndpoints.postGuestOrdersByIdRazorpayPayment, { caller: 'anyone', before: [limitLinks] }, async ({ req, res }) => {
    if (!razorpay) throw razorpayNotConfigured();
    const { token, ...answer } = req.body;
    const body: GuestOrderView = await orders.confirmGuestRazorpayCheckout(razorpay, req.params.id, token, answer);
    res.json(body);
  });

  serve(guestCheckoutEndpoints.postGuestOrdersByIdCardPayment, { caller: 'anyone', before: [limitLinks] }, async ({ req, res }) => {
    const body: OrderCardPaymentResponse = { payment: await orders.guestCardPayment(req.params.id, req.body.token) };
    res.json(body);
  });

  serve(guestCheckoutEndpoints.postGuestOrdersByIdClaim, { caller: 'user', before: [limitLinks] }, async ({ req, res, user }) => {
    const body: GuestOrderClaimResponse = await orders.claimGuestOrder(user, req.params.id, req.body.token);
    res.json(body);
  });

  return router;
}
