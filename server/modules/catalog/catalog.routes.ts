import express from 'express';
import type { Router } from 'express';
import { ProductListQuery, ProductSlugParams } from '../../../common/contracts/catalog';
import type { ProductListResponse, ProductResponse } from '../../../common/contracts/catalog';
import type { DatabaseHealth } from '../../db/health';
import { requireDatabase } from '../../http/read-only';
import { validate } from '../../http/validate';
import type { CatalogService } from './catalog.service';

export function catalogRoutes(deps: { catalog: CatalogService; health: Pick<DatabaseHealth, 'available'> }): Router {
  const router = express.Router();
  const { catalog } = deps;
  router.use('/products', requireDatabase(deps.health));

  router.get('/products', validate({ query: ProductListQuery }), async (req, res) => {
    const body: ProductListResponse = await catalog.list(req.query);
    res.json(body);
  });

  router.get('/products/:slug', validate({ params: ProductSlugParams }), async (req, res) => {
    const body: ProductResponse = { product: await catalog.bySlug(req.params.slug) };
    res.json(body);
  });

  return router;
}
