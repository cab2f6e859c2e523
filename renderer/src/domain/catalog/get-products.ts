// GET /api/products: one page of approved products. Shared by the marketplace, collection and shop screens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListQuery } from '@common/contracts/catalog';
import { ProductListResponse } from '@common/contracts/catalog';
import { jsonQueryFn } from '../../api/query-client';

/** The list's query as the server reads it (common/contracts), every part optional: the server fills in defaults. */
export type ProductFilters = Partial<ProductListQuery>;

export function productsQueryOptions(filters: ProductFilters) {
  const { deals, ...rest } = filters;
  // The key is the URL (spec 7): its object part becomes the query string; absent filters are left out.
  const params = { ...rest, deals: deals ? 'true' : undefined };
  return queryOptions({ queryKey: ['/api/products', params] as const, queryFn: jsonQueryFn(ProductListResponse) });
}

export function useProducts(filters: ProductFilters, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(filters), enabled: options.enabled ?? true });
}
