import type { Router } from 'express';
import { catalogEndpoints, ProductListQuery } from '@common/contracts/catalog';
import type { ProductListResponse, ProductResponse } from '@common/contracts/catalog';
import type { DatabaseHealth } from '../../db/health';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import type { ReadCache } from '../../reads/read-cache';
import { sendPublicRead } from '../../reads/read-cache';
import { requireDatabase } from '../../http/read-only';
import type { CatalogService } from './catalog.service';

/**
 * A page of the product list as a public read: its cache key (the validated query, so unknown parameters and their
 * order make no new entries) and how it is read. The route and the marketplace drawn with its first page share it.
 */
export function productListRead(catalog: CatalogService, query: ProductListQuery): { key: string; read: () => Promise<ProductListResponse> } {
  return { key: `products:${JSON.stringify(query)}`, read: async () => catalog.list(query) };
}

/** The same read for the parameters of a list URL, validated as the route validates that URL's query (one cached answer). */
export function productListReadOfUrl(
  catalog: CatalogService,
  parameters: Readonly<Record<string, string | number>>,
): { key: string; read: () => Promise<ProductListResponse> } {
  return productListRead(catalog, ProductListQuery.parse(Object.fromEntries(Object.entries(parameters).map(([name, value]) => [name, String(value)]))));
}

export function catalogRoutes(deps: {
  declare: DeclareRoutes;
  catalog: CatalogService;
  health: Pick<DatabaseHealth, 'readable'>;
  publicReads: ReadCache;
}): Router {
  const { router, serve } = deps.declare();
  const { catalog } = deps;
  router.use('/products', requireDatabase(deps.health));

  serve(catalogEndpoints.getProducts, { caller: 'anyone' }, async ({ req, res }) => {
    const { key, read } = productListRead(catalog, req.query);
    await sendPublicRead(req, res, deps.publicReads, key, read);
  });

  serve(catalogEndpoints.getProductsBySlug, { caller: 'anyone' }, async ({ req, res }) => {
    const { slug } = req.params;
    await sendPublicRead(req, res, deps.publicReads, `product:${slug}`, async (): Promise<ProductResponse> => catalog.page(slug));
  });

  return router;
}
// Brand partners' product submissions and their review are mounted with the catalog's own routes.
export { brandProductRoutes } from './brand-products.routes';
