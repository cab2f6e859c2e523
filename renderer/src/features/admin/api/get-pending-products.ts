// GET /api/admin/products/pending: submissions waiting for review, oldest first (admin, support).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { brandProductEndpoints } from '@common/contracts/brand-products';
import { endpointQuery } from '../../../api/query-client';

export const pendingProductsQueryOptions = queryOptions(endpointQuery(brandProductEndpoints.getAdminProductsPending));

export function usePendingProducts(options: { enabled: boolean }) {
  return useQuery({ ...pendingProductsQueryOptions, enabled: options.enabled });
}
