// GET /api/brand-products/mine: the partner's submissions with their review status and reason.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BrandProductListResponse } from '@common/contracts/brand-products';
import { jsonQueryFn } from '../../../api/query-client';

export const myBrandProductsQueryOptions = queryOptions({ queryKey: ['/api/brand-products/mine'] as const, queryFn: jsonQueryFn(BrandProductListResponse) });

export function useMyBrandProducts() {
  return useQuery(myBrandProductsQueryOptions);
}
