// GET /api/admin/products/pending: submissions waiting for review, oldest first (admin, support).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PendingProductListResponse } from '@common/contracts/brand-products';
import { jsonQueryFn } from '../../../api/query-client';

export const pendingProductsQueryOptions = queryOptions({
  queryKey: ['/api/admin/products/pending'] as const,
  queryFn: jsonQueryFn(PendingProductListResponse),
});

export function usePendingProducts(options: { enabled: boolean }) {
  return useQuery({ ...pendingProductsQueryOptions, enabled: options.enabled });
}
