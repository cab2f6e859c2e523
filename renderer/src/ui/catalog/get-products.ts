// GET /api/products: one page of approved products. Shared by the marketplace, collection and shop screens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListResponse, ProductSort } from '../../../../common/contracts/catalog';
import type { GuardianId } from '../../../../common/guardians';

export interface ProductFilters {
  guardian?: GuardianId | undefined;
  category?: string | undefined;
  deals?: boolean | undefined;
  q?: string | undefined;
  sort?: ProductSort | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export function productsQueryOptions(filters: ProductFilters) {
  const { deals, ...rest } = filters;
  // The key is the URL (spec 7): its object part becomes the query string; absent filters are left out.
  const params = { ...rest, deals: deals ? 'true' : undefined };
  return queryOptions<ProductListResponse>({ queryKey: ['/api/products', params] });
}

export function useProducts(filters: ProductFilters, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(filters), enabled: options.enabled ?? true });
}
