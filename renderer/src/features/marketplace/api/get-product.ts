// GET /api/products/{slug}: one approved product for its detail page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProductResponse } from '@common/contracts/catalog';
import { jsonQueryFn } from '../../../api/query-client';

export function productQueryOptions(slug: string) {
  return queryOptions({ queryKey: ['/api/products', slug] as const, queryFn: jsonQueryFn(ProductResponse) });
}

export function useProduct(slug: string) {
  return useQuery({ ...productQueryOptions(slug), retry: false });
}
