import express from 'express';
import type { RequestHandler, Router } from 'express';
import type Stripe from 'stripe';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, IdempotencyKey, orderEndpoints } from '@common/contracts/orders';
import { STAFF_ROLES } from '@common/roles';
import type { OrderListResponse, OrderResponse, PurchaseRequest } from '@common/contracts/orders';
import type { AccountUser } from '@common/contracts/accounts';
import { AppError } from '../../http/app-error';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import { verifiedStripeEvent } from '../checkout/checkout.exports';
import { staffWrite } from '../audit/audit.exports';
import { orderError } from './order-errors';
import type { OrdersService, PurchaseOutcome } from './orders.service';

/** Checked before the body, so a client that forgot the header learns that first. */
const requireIdempotencyKey: RequestHandler = (req, res, next) => {
  const key = req.get(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined || key.trim() === '') {
    throw orderError(
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
      `Send an ${IDEMPOTENCY_KEY_HEADER} header (e.g. a UUID made when the checkout opened) so a retried purchase is never charged twice.`,
    );
  }
  const parsed = IdempotencyKey.safeParse(key.trim());
  if (!parsed.success) {
    throw orderError(400, 'IDEMPOTENCY_KEY_INVALID', `The ${IDEMPOTENCY_KEY_HEADER} header must be 8 to 200 letters, digits or - _ : . characters.`);
  }
  res.locals.idempotencyKey = parsed.data;
  next();
};

/** Places an order (server/flows/purchase.ts, which app.ts wires in); `origin` is for the links of its mail. */
export interface Purchases {
  purchase(user: AccountUser, idempotencyKey: string, request: PurchaseRequest, now: Date, origin: string | undefined): Promise<PurchaseOutcome>;
}

export function orderRoutes(deps: { declare: DeclareRoutes; orders: OrdersService; purchases: Purchases }): Router {
  const { router, serve } = deps.declare();
  const { orders, purchases } = deps;

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

/** Largest webhook body accepted; Stripe's events are a few kilobytes. */
const WEBHOOK_BODY_LIMIT = '256kb';

/**
 * Stripe's webhook: mounted before the JSON parser, because the signature covers the raw bytes. Without card
 * payments configured the path does not exist (404).
 */
export function paymentWebhookRoutes(deps: {
  declare: DeclareRoutes;
  orders: OrdersService;
  stripe: { client: Stripe; webhookSecret: string } | undefined;
}): Router {
  const { router, serve } = deps.declare();
  const { orders, stripe } = deps;

  const rawBody = express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT });
  serve(orderEndpoints.postPaymentsStripeWebhook, { caller: 'anyone', before: [rawBody] }, async ({ req, res }) => {
    if (!stripe) throw new AppError(404, 'NOT_FOUND', 'Card payments are not configured on this server (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET).');
    const payload = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const event = verifiedStripeEvent(stripe.client, payload, req.get('stripe-signature'), stripe.webhookSecret);
    if (!event) {
      throw orderError(400, 'WEBHOOK_SIGNATURE_INVALID', 'The Stripe-Signature header does not match this body and the endpoint secret.');
    }
    const object = event.data.object as { object?: string; id?: string };
    const reference = object.object === 'payment_intent' ? object.id : undefined;
    await orders.handlePaymentEvent({ id: event.id, type: event.type, reference });
    res.json({ received: true });
  });
  return router;
}
