// GET /api/products?guardian=&sort=rating: the catalog side of a guardian's recommended products (price, image).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuardianId } from '../../../../../common/guardians';
import type { ProductListResponse } from '../../../../../common/contracts/catalog';
import { MAX_PRODUCT_PAGE_SIZE } from '../../../../../common/contracts/catalog';
import { getQueryFn } from '../../../api/query-client';

const fetchProducts = getQueryFn<ProductListResponse>({ on401: 'throw' });

export function guardianProductsQueryOptions(guardian: GuardianId) {
  return queryOptions({
    queryKey: ['/api/products', { guardian, sort: 'rating', pageSize: MAX_PRODUCT_PAGE_SIZE }] as const,
    queryFn: async (context) => (await fetchProducts(context))?.products ?? [],
  });
}

export function useGuardianProducts(guardian: GuardianId) {
  return useQuery(guardianProductsQueryOptions(guardian));
}
