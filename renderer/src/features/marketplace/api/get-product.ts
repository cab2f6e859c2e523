// GET /api/products/{slug}: one approved product for its detail page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductResponse } from '../../../../../common/contracts/catalog';

export function productQueryOptions(slug: string) {
  return queryOptions<ProductResponse>({ queryKey: ['/api/products', slug] });
}

export function useProduct(slug: string) {
  return useQuery({ ...productQueryOptions(slug), retry: false });
}
