import type { Router } from 'express';
import { checkoutEndpoints } from '@common/contracts/checkout';
import type { AddressListResponse, AddressResponse, CheckoutOptions, QuoteResponse } from '@common/contracts/checkout';
import { guestCheckoutEndpoints } from '@common/contracts/guest-checkout';
import type { GuestQuoteResponse } from '@common/contracts/guest-checkout';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import type { CheckoutService } from './checkout.service';

export function checkoutRoutes(deps: { declare: DeclareRoutes; checkout: CheckoutService }): Router {
  const { router, serve } = deps.declare();
  const { checkout } = deps;

  serve(checkoutEndpoints.getCheckoutOptions, { caller: 'anyone' }, async ({ res }) => {
    const body: CheckoutOptions = checkout.options();
    res.json(body);
  });

  serve(checkoutEndpoints.getAddresses, { caller: 'user' }, async ({ res, user }) => {
    const body: AddressListResponse = { addresses: await checkout.addresses(user.id) };
    res.json(body);
  });

  serve(checkoutEndpoints.postAddresses, { caller: 'user' }, async ({ req, res, user }) => {
    const body: AddressResponse = { address: await checkout.addAddress(user.id, req.body) };
    res.status(201).json(body);
  });

  serve(checkoutEndpoints.putAddressesById, { caller: 'user' }, async ({ req, res, user }) => {
    const body: AddressResponse = { address: await checkout.replaceAddress(user.id, req.params.id, req.body) };
    res.json(body);
  });

  serve(checkoutEndpoints.deleteAddressesById, { caller: 'user' }, async ({ req, res, user }) => {
    await checkout.removeAddress(user.id, req.params.id);
    res.status(204).end();
  });

  serve(guestCheckoutEndpoints.postGuestQuote, { caller: 'anyone' }, async ({ req, res }) => {
    const body: GuestQuoteResponse = { quote: await checkout.guestQuote(req.body) };
    res.json(body);
  });

  serve(checkoutEndpoints.postCheckoutQuote, { caller: 'user' }, async ({ req, res, user }) => {
    const body: QuoteResponse = { quote: await checkout.quote(user.id, req.body) };
    res.json(body);
  });

  return router;
}
