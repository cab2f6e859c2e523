// GET /api/gdpr/deletion: the latest deletion request of the signed-in account (cancelled by signing in again, or by them).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DataDeletionResponse } from '@common/contracts/gdpr';
import { jsonQueryFn } from '../../../api/query-client';

export const dataDeletionQueryOptions = queryOptions({ queryKey: ['/api/gdpr/deletion'] as const, queryFn: jsonQueryFn(DataDeletionResponse) });

export function useDataDeletion() {
  return useQuery(dataDeletionQueryOptions);
}
