// GET /api/experts/{slug}: one expert with the free slots of the next 14 days.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { expertEndpoints } from '@common/contracts/experts';
import { endpointQuery } from '../../../api/query-client';

export function expertQueryOptions(slug: string) {
  return queryOptions(endpointQuery(expertEndpoints.getExpertsBySlug, { params: { slug } }));
}

export function useExpert(slug: string | null) {
  return useQuery({ ...expertQueryOptions(slug ?? ''), enabled: slug !== null && slug !== '', retry: false });
}
