// GET /api/brand-products/mine: the partner's submissions with their review status and reason.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BrandProductListResponse } from '../../../../../common/contracts/brand-products';

export const myBrandProductsQueryOptions = queryOptions<BrandProductListResponse>({ queryKey: ['/api/brand-products/mine'] });

export function useMyBrandProducts() {
  return useQuery(myBrandProductsQueryOptions);
}
