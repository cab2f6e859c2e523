import express from 'express';
import type { Router } from 'express';
import type Stripe from 'stripe';
import { IDEMPOTENT_REPLAYED_HEADER, orderEndpoints } from '@common/contracts/orders';
import { STAFF_ROLES } from '@common/roles';
import type { OrderCardPaymentResponse, OrderListResponse, OrderResponse, PurchaseRequest } from '@common/contracts/orders';
import type { AccountUser } from '@common/contracts/accounts';
import { AppError } from '../../http/app-error';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import { stripeIntentOf, verifiedStripeEvent } from '../checkout/checkout.exports';
import { staffWrite } from '../audit/audit.exports';
import { orderError } from './order-errors';
import { razorpayNotConfigured, requireIdempotencyKey } from './order-request-checks';

// Mounted by server/app.ts with the module's other routes.
export { guestOrderRoutes } from './guest-orders.routes';
import type { OrdersService, PurchaseOutcome, RazorpayGateway } from './orders.service';

/** Places an order (server/flows/purchase.ts, which app.ts wires in); `origin` is for the links of its mail. */
export interface Purchases {
  purchase(user: AccountUser, idempotencyKey: string, request: PurchaseRequest, now: Date, origin: string | undefined): Promise<PurchaseOutcome>;
}

export function orderRoutes(deps: { declare: DeclareRoutes; orders: OrdersService; purchases: Purchases; razorpay: RazorpayGateway | undefined }): Router {
  const { router, serve } = deps.declare();
  const { orders, purchases, razorpay } = deps;

  serve(orderEndpoints.postPurchase, { caller: 'user', before: [requireIdempotencyKey] }, async ({ req, res, user }) => {
    const outcome = await purchases.purchase(user, String(res.locals.idempotencyKey), req.body, new Date(), orders.mailOrigin(req));
    if (outcome.replayed) res.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
    const body: OrderResponse = { order: outcome.order };
    res.status(201).json(body);
  });

  serve(orderEndpoints.getOrders, { caller: 'user' }, async ({ res, user }) => {
    const body: OrderListResponse = { orders: await orders.list(user.id) };
    res.json(body);
  });

  serve(orderEndpoints.postOrdersByIdCancel, { caller: 'user' }, async ({ req, res, user }) => {
    const body: OrderResponse = { order: await orders.cancelByCustomer(user.id, req.params.id, orders.mailOrigin(req)) };
    res.json(body);
  });

  serve(orderEndpoints.postOrdersByIdRazorpayPayment, { caller: 'user' }, async ({ req, res, user }) => {
    if (!razorpay) throw razorpayNotConfigured();
    const body: OrderResponse = { order: await orders.confirmRazorpayCheckout(razorpay, user.id, req.params.id, req.body) };
    res.json(body);
  });

  serve(orderEndpoints.postOrdersByIdCardPayment, { caller: 'user' }, async ({ req, res, user }) => {
    const body: OrderCardPaymentResponse = { payment: await orders.cardPayment(user.id, req.params.id) };
    res.json(body);
  });

  serve(orderEndpoints.postOrdersByIdReturns, { caller: 'user' }, async ({ req, res, user }) => {
    const body: OrderResponse = { order: await orders.requestReturn(user.id, req.params.id, req.body, orders.mailOrigin(req)) };
    res.status(201).json(body);
  });

  serve(orderEndpoints.postAdminReturnsByIdStatus, { caller: { staff: 'orders.status' } }, async ({ req, res, user }) => {
    const body: OrderResponse = {
      order: await orders.moveReturn(req.params.id, req.body, { userId: user.id, write: staffWrite(req, user) }, orders.mailOrigin(req)),
    };
    res.json(body);
  });

  serve(orderEndpoints.getAdminOrders, { caller: { roles: STAFF_ROLES } }, async ({ req, res }) => {
    const body: OrderListResponse = { orders: await orders.listAll(req.query) };
    res.json(body);
  });

  serve(orderEndpoints.postAdminOrdersByIdStatus, { caller: { staff: 'orders.status' } }, async ({ req, res, user }) => {
    const change = req.body;
    const body: OrderResponse = {
      order: await orders.changeStatus(
        req.params.id,
        change.status,
        { kind: 'staff', userId: user.id, write: staffWrite(req, user) },
        change.note,
        orders.mailOrigin(req),
      ),
    };
    res.json(body);
  });

  return router;
}

/** Stripe's events that move an order; the others are recorded and change nothing. */
const STRIPE_OUTCOMES: Readonly<Record<string, 'succeeded' | 'failed'>> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
};

/** Largest webhook body accepted; the providers' events are a few kilobytes. */
const WEBHOOK_BODY_LIMIT = '256kb';

/**
 * The providers' webhooks: mounted before the JSON parser, because the signatures cover the raw bytes. A provider not
 * configured has no webhook (404).
 */
export function paymentWebhookRoutes(deps: {
  declare: DeclareRoutes;
  orders: OrdersService;
  stripe: { client: Stripe; webhookSecret: string } | undefined;
  razorpay: RazorpayGateway | undefined;
}): Router {
  const { router, serve } = deps.declare();
  const { orders, stripe, razorpay } = deps;

  const rawBody = express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT });
  serve(orderEndpoints.postPaymentsStripeWebhook, { caller: 'anyone', before: [rawBody] }, async ({ req, res }) => {
    if (!stripe) throw new AppError(404, 'NOT_FOUND', 'Card payments are not configured on this server (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET).');
    const payload = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const event = verifiedStripeEvent(stripe.client, payload, req.get('stripe-signature'), stripe.webhookSecret);
    if (!event) {
      throw orderError(400, 'WEBHOOK_SIGNATURE_INVALID', 'The Stripe-Signature header does not match this body and the endpoint secret.');
    }
    const { reference, saved, failureReason } = stripeIntentOf(event);
    const outcome = STRIPE_OUTCOMES[event.type] ?? 'other';
    await orders.handlePaymentEvent({
      id: event.id,
      provider: 'stripe',
      type: event.type,
      outcome,
      reference,
      ...(saved ? { saved } : {}),
      ...(outcome === 'failed' && failureReason ? { reason: failureReason } : {}),
    });
    res.json({ received: true });
  });

  serve(orderEndpoints.postPaymentsRazorpayWebhook, { caller: 'anyone', before: [rawBody] }, async ({ req, res }) => {
    if (!razorpay) throw razorpayNotConfigured();
    const payload = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const eventId = req.get('x-razorpay-event-id')?.trim().slice(0, 100) || undefined;
    if (!(await orders.handleRazorpayWebhook(razorpay, { payload, signature: req.get('x-razorpay-signature'), eventId }))) {
      throw orderError(400, 'WEBHOOK_SIGNATURE_INVALID', 'The X-Razorpay-Signature header does not match this body and the webhook secret.');
    }
    res.json({ received: true });
  });
  return router;
}
