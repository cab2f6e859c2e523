// GET /api/products/{slug}: one approved product for its detail page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProductResponse } from '@common/contracts/catalog';
import { jsonQueryFn } from '../../../api/query-client';
import { productQueryKey } from './product-key';

export function productQueryOptions(slug: string) {
  return queryOptions({ queryKey: productQueryKey(slug), queryFn: jsonQueryFn(ProductResponse) });
}

export function useProduct(slug: string) {
  return useQuery({ ...productQueryOptions(slug), retry: false });
}
