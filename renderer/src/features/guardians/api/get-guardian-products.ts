// GET /api/products?guardian=&sort=rating: the catalog side of a guardian's recommended products (price, image).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuardianId } from '@common/guardians';
import { MAX_PRODUCT_PAGE_SIZE, ProductListResponse } from '@common/contracts/catalog';
import { jsonQueryFn } from '../../../api/query-client';

const fetchProducts = jsonQueryFn(ProductListResponse);

export function guardianProductsQueryOptions(guardian: GuardianId) {
  return queryOptions({
    queryKey: ['/api/products', { guardian, sort: 'rating', pageSize: MAX_PRODUCT_PAGE_SIZE }] as const,
    queryFn: async (context) => (await fetchProducts(context)).products,
  });
}

export function useGuardianProducts(guardian: GuardianId) {
  return useQuery(guardianProductsQueryOptions(guardian));
}
