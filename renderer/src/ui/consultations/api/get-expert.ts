// GET /api/experts/{slug}: one expert with the free slots of the next 14 days.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExpertResponse } from '../../../../../common/contracts/experts';

export function expertQueryOptions(slug: string) {
  return queryOptions<ExpertResponse>({ queryKey: ['/api/experts', slug] });
}

export function useExpert(slug: string | null) {
  return useQuery({ ...expertQueryOptions(slug ?? ''), enabled: slug !== null && slug !== '', retry: false });
}
