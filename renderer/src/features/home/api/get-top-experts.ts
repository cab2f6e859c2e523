// GET /api/experts?sort=rating: the landing shows the five best-rated guardian guides.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExpertListResponse } from '../../../../../common/contracts/experts';
import { getQueryFn } from '../../../api/query-client';

export const LANDING_EXPERT_COUNT = 5;

const fetchExperts = getQueryFn<ExpertListResponse>({ on401: 'throw' });

export const topExpertsQueryOptions = queryOptions({
  queryKey: ['/api/experts', { sort: 'rating' }] as const,
  queryFn: async (context) => {
    const answer = await fetchExperts(context);
    // The overload fallback is {offline: true}, without a list: show no experts rather than crash.
    return (answer?.experts ?? []).slice(0, LANDING_EXPERT_COUNT);
  },
});

export function useTopExperts() {
  return useQuery(topExpertsQueryOptions);
}
