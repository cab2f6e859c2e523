import express from 'express';
import type { Router } from 'express';
import type { Kysely } from 'kysely';
import { CartItemParams, MergeCartRequest, SetCartItemRequest } from '../../../common/contracts/cart';
import type { CartResponse, MergeCartResponse } from '../../../common/contracts/cart';
import type { CommerceSettings } from '../../config';
import type { Database } from '../../db/schema';
import type { Sessions } from '../../http/session';
import { validate } from '../../http/validate';
import { clearCart, getCart, mergeCart, setCartItem } from './cart.service';

export function cartRoutes(deps: { db: Kysely<Database>; sessions: Sessions; commerce: Pick<CommerceSettings, 'currency'> }): Router {
  const router = express.Router();
  const { db, sessions } = deps;
  const { currency } = deps.commerce;
  router.use('/cart', sessions.requireUser, (_req, res, next) => {
    // A cart is personal and changes with every click: never cached, by the browser or anything in between.
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  router.get('/cart', async (req, res) => {
    const user = await sessions.user(req, res);
    const body: CartResponse = { cart: await getCart(db, user.id, currency) };
    res.json(body);
  });

  router.put('/cart/items/:productId', validate({ params: CartItemParams, body: SetCartItemRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: CartResponse = { cart: await setCartItem(db, user.id, req.params.productId, req.body.quantity, currency) };
    res.json(body);
  });

  router.delete('/cart', async (req, res) => {
    const user = await sessions.user(req, res);
    const body: CartResponse = { cart: await clearCart(db, user.id, currency) };
    res.json(body);
  });

  router.post('/cart/merge', validate({ body: MergeCartRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: MergeCartResponse = await mergeCart(db, user.id, req.body.items, currency);
    res.json(body);
  });

  return router;
}
