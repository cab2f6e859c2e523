import express from 'express';
import type { Router } from 'express';
import { ReviewProductParams, ReviewProductRequest, SubmitBrandProductRequest } from '@common/contracts/brand-products';
import type { BrandProductListResponse, BrandProductResponse, PendingProductListResponse } from '@common/contracts/brand-products';
import { STAFF_ROLES } from '@common/roles';
import { validate } from '../../http/validate';
import { requireStaffPermission } from '../admin/admin.exports';
import { staffWrite } from '../audit/audit.exports';
import type { SessionsService } from '../sessions/sessions.exports';
import type { BrandProductsService } from './brand-products.service';

export function brandProductRoutes(deps: { sessions: SessionsService; brandProducts: BrandProductsService }): Router {
  const router = express.Router();
  const { sessions, brandProducts } = deps;
  const brandPartner = sessions.requireRole('brand_partner');
  const staff = sessions.requireRole(...STAFF_ROLES);

  router.post('/brand-products', brandPartner, validate({ body: SubmitBrandProductRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: BrandProductResponse = { product: await brandProducts.submit(user, req.body) };
    res.status(201).json(body);
  });

  router.get('/brand-products/mine', brandPartner, async (req, res) => {
    const user = await sessions.user(req, res);
    const body: BrandProductListResponse = { products: await brandProducts.mine(user) };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  router.get('/admin/products/pending', staff, async (_req, res) => {
    const body: PendingProductListResponse = { products: await brandProducts.pending() };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  router.post(
    '/admin/products/:id/review',
    requireStaffPermission(sessions, 'products.verify'),
    validate({ params: ReviewProductParams, body: ReviewProductRequest }),
    async (req, res) => {
      const user = await sessions.user(req, res);
      const body: BrandProductResponse = { product: await brandProducts.review(user, req.params.id, req.body, staffWrite(req, user)) };
      res.json(body);
    },
  );

  return router;
}
