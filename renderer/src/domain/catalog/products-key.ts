// The product list's query key, apart from its schema: the marketplace's route starts the read as the page loads
// (app/routes.tsx) without loading the catalog's contract into the first visit's code.
import type { ProductListQuery } from '@common/contracts/catalog';
import { PUBLIC_READ_PATHS } from '@common/public-reads';

/** The list's query as the server reads it (common/contracts), every part optional: the server fills in defaults. */
export type ProductFilters = Partial<ProductListQuery>;

/** The key is the URL (spec 7): its object part becomes the query string; absent filters are left out. */
export function productsQueryKey(filters: ProductFilters) {
  const { deals, ...rest } = filters;
  return [PUBLIC_READ_PATHS.products, { ...rest, deals: deals ? 'true' : undefined }] as const;
}
