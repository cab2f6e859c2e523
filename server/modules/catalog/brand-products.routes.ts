import type { Router } from 'express';
import { brandProductEndpoints } from '@common/contracts/brand-products';
import type { BrandProductListResponse, BrandProductResponse, PendingProductListResponse } from '@common/contracts/brand-products';
import { STAFF_ROLES } from '@common/roles';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import { staffWrite } from '../audit/audit.exports';
import type { BrandProductsService } from './brand-products.service';

export function brandProductRoutes(deps: { declare: DeclareRoutes; brandProducts: BrandProductsService }): Router {
  const { router, serve } = deps.declare();
  const { brandProducts } = deps;
  const brandPartner = { roles: ['brand_partner'] } as const;

  serve(brandProductEndpoints.postBrandProducts, { caller: brandPartner }, async ({ req, res, user }) => {
    const body: BrandProductResponse = { product: await brandProducts.submit(user, req.body) };
    res.status(201).json(body);
  });

  serve(brandProductEndpoints.getBrandProductsMine, { caller: brandPartner }, async ({ res, user }) => {
    const body: BrandProductListResponse = { products: await brandProducts.mine(user) };
    res.json(body);
  });

  serve(brandProductEndpoints.getAdminProductsPending, { caller: { roles: STAFF_ROLES } }, async ({ res }) => {
    const body: PendingProductListResponse = { products: await brandProducts.pending() };
    res.json(body);
  });

  serve(brandProductEndpoints.postAdminProductsByIdReview, { caller: { staff: 'products.verify' } }, async ({ req, res, user }) => {
    const body: BrandProductResponse = { product: await brandProducts.review(user, req.params.id, req.body, staffWrite(req, user)) };
    res.json(body);
  });

  return router;
}
