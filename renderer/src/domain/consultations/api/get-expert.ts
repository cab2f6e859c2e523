// GET /api/experts/{slug}: one expert with the free slots of the next 14 days.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ExpertResponse } from '@common/contracts/experts';
import { jsonQueryFn } from '../../../api/query-client';

export function expertQueryOptions(slug: string) {
  return queryOptions({ queryKey: ['/api/experts', slug] as const, queryFn: jsonQueryFn(ExpertResponse) });
}

export function useExpert(slug: string | null) {
  return useQuery({ ...expertQueryOptions(slug ?? ''), enabled: slug !== null && slug !== '', retry: false });
}
