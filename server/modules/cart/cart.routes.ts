import type { Router } from 'express';
import { cartEndpoints } from '@common/contracts/cart';
import type { CartResponse, MergeCartResponse } from '@common/contracts/cart';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import type { CartService } from './cart.service';

export function cartRoutes(deps: { declare: DeclareRoutes; cart: CartService }): Router {
  const { router, serve } = deps.declare();
  const { cart } = deps;

  serve(cartEndpoints.getCart, { caller: 'user' }, async ({ res, user }) => {
    const body: CartResponse = { cart: await cart.get(user.id) };
    res.json(body);
  });

  serve(cartEndpoints.putCartItemsByProductId, { caller: 'user' }, async ({ req, res, user }) => {
    const body: CartResponse = { cart: await cart.setItem(user.id, req.params.productId, req.body.quantity) };
    res.json(body);
  });

  serve(cartEndpoints.deleteCart, { caller: 'user' }, async ({ res, user }) => {
    const body: CartResponse = { cart: await cart.clear(user.id) };
    res.json(body);
  });

  serve(cartEndpoints.postCartMerge, { caller: 'user' }, async ({ req, res, user }) => {
    const body: MergeCartResponse = await cart.merge(user.id, req.body.items);
    res.json(body);
  });

  return router;
}
