// GET /api/brand-products/mine: the partner's submissions with their review status and reason.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { brandProductEndpoints } from '@common/contracts/brand-products';
import { endpointQuery } from '../../../api/query-client';

export const myBrandProductsQueryOptions = queryOptions(endpointQuery(brandProductEndpoints.getBrandProductsMine));

export function useMyBrandProducts() {
  return useQuery(myBrandProductsQueryOptions);
}
