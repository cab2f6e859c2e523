// GET /api/products: one page of approved products. Shared by the marketplace, collection and shop screens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazyEndpoint } from '../../api/contract-loaders';
import { endpointQueryFn } from '../../api/query-client';
import { type ProductFilters, productsQueryKey } from './products-key';

export type { ProductFilters } from './products-key';

export function productsQueryOptions(filters: ProductFilters) {
  return queryOptions({ queryKey: productsQueryKey(filters), queryFn: endpointQueryFn(lazyEndpoint.catalog.getProducts) });
}

export function useProducts(filters: ProductFilters, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(filters), enabled: options.enabled ?? true });
}
