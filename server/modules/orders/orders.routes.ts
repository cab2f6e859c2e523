import express from 'express';
import type { RequestHandler, Router } from 'express';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, IdempotencyKey, PurchaseRequest } from '@common/contracts/orders';
import type { OrderListResponse, OrderResponse } from '@common/contracts/orders';
import { validate } from '../../http/validate';
import type { SessionsService } from '../sessions/sessions.service';
import { orderError } from './orders.service';
import type { OrdersService } from './orders.service';

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

export function orderRoutes(deps: { sessions: SessionsService; orders: OrdersService }): Router {
  const router = express.Router();
  const { sessions, orders } = deps;

  router.post('/purchase', sessions.requireUser, requireIdempotencyKey, validate({ body: PurchaseRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    const outcome = await orders.purchase(user, String(res.locals.idempotencyKey), req.body);
    if (outcome.replayed) res.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
    const body: OrderResponse = { order: outcome.order };
    res.status(201).json(body);
  });

  router.get('/orders', sessions.requireUser, async (req, res) => {
    const user = await sessions.user(req, res);
    const body: OrderListResponse = { orders: await orders.list(user.id) };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  return router;
}
