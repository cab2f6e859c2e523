// GET /api/products/{slug}: one approved product for its detail page. Its schema (the catalog contract) loads beside
// the request and is built in a task of its own, not with the page's code.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazyEndpoint } from '../../../api/contract-loaders';
import { endpointQueryFn } from '../../../api/query-client';
import { productQueryKey } from '@common/public-reads';

export function productQueryOptions(slug: string) {
  return queryOptions({ queryKey: productQueryKey(slug), queryFn: endpointQueryFn(lazyEndpoint.catalog.getProductsBySlug) });
}

export function useProduct(slug: string) {
  return useQuery({ ...productQueryOptions(slug), retry: false });
}
