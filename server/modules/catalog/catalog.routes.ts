import express from 'express';
import type { Router } from 'express';
import type { Kysely } from 'kysely';
import { ProductListQuery, ProductSlugParams } from '../../../common/contracts/catalog';
import type { ProductListResponse, ProductResponse } from '../../../common/contracts/catalog';
import type { DatabaseHealth } from '../../db/health';
import type { Database } from '../../db/schema';
import { requireDatabase } from '../../http/read-only';
import { validate } from '../../http/validate';
import { getProductBySlug, listProducts } from './catalog.service';

export function catalogRoutes(deps: { db: Kysely<Database>; health: Pick<DatabaseHealth, 'available'> }): Router {
  const router = express.Router();
  router.use('/products', requireDatabase(deps.health));

  router.get('/products', validate({ query: ProductListQuery }), async (req, res) => {
    const body: ProductListResponse = await listProducts(deps.db, req.query);
    res.json(body);
  });

  router.get('/products/:slug', validate({ params: ProductSlugParams }), async (req, res) => {
    const body: ProductResponse = { product: await getProductBySlug(deps.db, req.params.slug) };
    res.json(body);
  });

  return router;
}
