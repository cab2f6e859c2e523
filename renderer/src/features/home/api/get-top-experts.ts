// GET /api/experts?sort=rating: the landing shows the five best-rated guardian guides.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazyEndpoint } from '../../../api/contract-loaders';
import { endpointQueryFn } from '../../../api/query-client';

export const LANDING_EXPERT_COUNT = 5;

// The overload fallback is {offline: true}, without a list: show no experts rather than an error.
const fetchExperts = endpointQueryFn(lazyEndpoint.experts.getExperts, { whenUnavailable: () => ({ experts: [] }) });

// The key of /find-expert's unfiltered list, so the answer is cached as that page reads it (the whole response) and
// the landing picks its five with `select`: the two never read each other's data in another shape.
// The experts' contract loads beside the first answer, so the path is written here (no zod-free list in common/ names
// it yet); get-top-experts.test.ts holds it to expertEndpoints.getExperts.
export const topExpertsQueryOptions = queryOptions({
  queryKey: ['/api/experts', { sort: 'rating' }] as const,
  queryFn: fetchExperts,
});

/** `enabled: false` (the section is still far below the fold) keeps the query pending without fetching. */
export function useTopExperts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...topExpertsQueryOptions, enabled, select: (answer) => answer.experts.slice(0, LANDING_EXPERT_COUNT) });
}
