import express from 'express';
import type { Router } from 'express';
import { CartItemParams, MergeCartRequest, SetCartItemRequest } from '@common/contracts/cart';
import type { CartResponse, MergeCartResponse } from '@common/contracts/cart';
import { validate } from '../../http/validate';
import type { SessionsService } from '../sessions/sessions.exports';
import type { CartService } from './cart.service';

export function cartRoutes(deps: { cart: CartService; sessions: SessionsService }): Router {
  const router = express.Router();
  const { cart, sessions } = deps;
  router.use('/cart', sessions.requireUser, (_req, res, next) => {
    // A cart is personal and changes with every click: never cached, by the browser or anything in between.
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  router.get('/cart', async (req, res) => {
    const user = await sessions.user(req, res);
    const body: CartResponse = { cart: await cart.get(user.id) };
    res.json(body);
  });

  router.put('/cart/items/:productId', validate({ params: CartItemParams, body: SetCartItemRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: CartResponse = { cart: await cart.setItem(user.id, req.params.productId, req.body.quantity) };
    res.json(body);
  });

  router.delete('/cart', async (req, res) => {
    const user = await sessions.user(req, res);
    const body: CartResponse = { cart: await cart.clear(user.id) };
    res.json(body);
  });

  router.post('/cart/merge', validate({ body: MergeCartRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: MergeCartResponse = await cart.merge(user.id, req.body.items);
    res.json(body);
  });

  return router;
}
