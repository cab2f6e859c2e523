// GET /api/products?guardian=&pageSize=5: the landing's featured products, all guardians or one.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuardianId } from '@common/guardians';
import { contract } from '../../../api/contract-loaders';
import { jsonQueryFn } from '../../../api/query-client';

export const FEATURED_PRODUCT_COUNT = 5;

const fetchProducts = jsonQueryFn(contract.catalog.ProductListResponse);

export function featuredProductsQueryOptions(guardian: GuardianId | null) {
  return queryOptions({
    queryKey: ['/api/products', { guardian: guardian ?? undefined, pageSize: FEATURED_PRODUCT_COUNT }] as const,
    queryFn: async (context) => (await fetchProducts(context)).products,
  });
}

/** `enabled: false` (the section is still far below the fold) keeps the query pending without fetching. */
export function useFeaturedProducts(guardian: GuardianId | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...featuredProductsQueryOptions(guardian), enabled });
}
