// GET /api/experts?sort=rating: the landing shows the five best-rated guardian guides.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '../../../api/contract-loaders';
import { jsonQueryFn } from '../../../api/query-client';

export const LANDING_EXPERT_COUNT = 5;

// The overload fallback is {offline: true}, without a list: show no experts rather than an error.
const fetchExperts = jsonQueryFn(contract.experts.ExpertListResponse, { whenUnavailable: () => ({ experts: [] }) });

export const topExpertsQueryOptions = queryOptions({
  queryKey: ['/api/experts', { sort: 'rating' }] as const,
  queryFn: async (context) => (await fetchExperts(context)).experts.slice(0, LANDING_EXPERT_COUNT),
});

/** `enabled: false` (the section is still far below the fold) keeps the query pending without fetching. */
export function useTopExperts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...topExpertsQueryOptions, enabled });
}
