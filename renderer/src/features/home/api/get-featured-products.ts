// GET /api/products?guardian=&pageSize=5: the landing's featured products, all guardians or one.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuardianId } from '@common/guardians';
import { lazyEndpoint } from '../../../api/contract-loaders';
import { endpointQueryFn } from '../../../api/query-client';
import { PUBLIC_READ_PATHS } from '@common/public-reads';

export const FEATURED_PRODUCT_COUNT = 5;

const fetchProducts = endpointQueryFn(lazyEndpoint.catalog.getProducts);

export function featuredProductsQueryOptions(guardian: GuardianId | null) {
  return queryOptions({
    queryKey: [PUBLIC_READ_PATHS.products, { guardian: guardian ?? undefined, pageSize: FEATURED_PRODUCT_COUNT }] as const,
    queryFn: async (context) => (await fetchProducts(context)).products,
  });
}

/** `enabled: false` (the section is still far below the fold) keeps the query pending without fetching. */
export function useFeaturedProducts(guardian: GuardianId | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...featuredProductsQueryOptions(guardian), enabled });
}
