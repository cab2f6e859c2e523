// GET /api/admin/products/pending: submissions waiting for review, oldest first (admin, support).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingProductListResponse } from '../../../../../common/contracts/brand-products';

export const pendingProductsQueryOptions = queryOptions<PendingProductListResponse>({ queryKey: ['/api/admin/products/pending'] });

export function usePendingProducts(options: { enabled: boolean }) {
  return useQuery({ ...pendingProductsQueryOptions, enabled: options.enabled });
}
