import express from 'express';
import type { Router } from 'express';
import { AddressIdParams, AddressInput, QuoteRequest } from '@common/contracts/checkout';
import type { AddressListResponse, AddressResponse, QuoteResponse } from '@common/contracts/checkout';
import { validate } from '../../http/validate';
import type { SessionsService } from '../sessions/sessions.exports';
import type { CheckoutService } from './checkout.service';

export function checkoutRoutes(deps: { checkout: CheckoutService; sessions: SessionsService }): Router {
  const router = express.Router();
  const { checkout, sessions } = deps;

  router.get('/addresses', sessions.requireUser, async (req, res) => {
    const user = await sessions.user(req, res);
    const body: AddressListResponse = { addresses: await checkout.addresses(user.id) };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  router.post('/addresses', sessions.requireUser, validate({ body: AddressInput }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: AddressResponse = { address: await checkout.addAddress(user.id, req.body) };
    res.status(201).json(body);
  });

  router.put('/addresses/:id', sessions.requireUser, validate({ params: AddressIdParams, body: AddressInput }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: AddressResponse = { address: await checkout.replaceAddress(user.id, req.params.id, req.body) };
    res.json(body);
  });

  router.delete('/addresses/:id', sessions.requireUser, validate({ params: AddressIdParams }), async (req, res) => {
    const user = await sessions.user(req, res);
    await checkout.removeAddress(user.id, req.params.id);
    res.status(204).end();
  });

  router.post('/checkout/quote', sessions.requireUser, validate({ body: QuoteRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: QuoteResponse = { quote: await checkout.quote(user.id, req.body) };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  return router;
}
