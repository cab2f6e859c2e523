// GET /api/guardians: the five guardians with their content entries (landing cards, science and intelligence screens).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazyEndpoint } from '../../api/contract-loaders';
import { endpointQueryFn } from '../../api/query-client';
import { GUARDIANS_QUERY_KEY } from '@common/public-reads';

// Under overload the read fallback answers {guardians: []}: screens show their empty state.
export const guardiansQueryOptions = queryOptions({ queryKey: GUARDIANS_QUERY_KEY, queryFn: endpointQueryFn(lazyEndpoint.guardians.getGuardians) });

export function useGuardians() {
  return useQuery(guardiansQueryOptions);
}
