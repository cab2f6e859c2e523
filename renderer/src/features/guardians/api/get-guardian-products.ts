// GET /api/products?guardian=&sort=rating: the catalog side of a guardian's recommended products (price, image).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuardianId } from '@common/guardians';
import { catalogEndpoints, MAX_PRODUCT_PAGE_SIZE } from '@common/contracts/catalog';
import { endpointKey } from '../../../api/endpoint';
import { endpointQueryFn } from '../../../api/query-client';

const fetchProducts = endpointQueryFn(catalogEndpoints.getProducts);

export function guardianProductsQueryOptions(guardian: GuardianId) {
  return queryOptions({
    queryKey: endpointKey(catalogEndpoints.getProducts, { query: { guardian, sort: 'rating', pageSize: MAX_PRODUCT_PAGE_SIZE } }),
    queryFn: async (context) => (await fetchProducts(context)).products,
  });
}

export function useGuardianProducts(guardian: GuardianId) {
  return useQuery(guardianProductsQueryOptions(guardian));
}
