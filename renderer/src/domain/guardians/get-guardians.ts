// GET /api/guardians: the five guardians with their content entries (landing cards, science and intelligence screens).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '../../api/contract-loaders';
import { jsonQueryFn } from '../../api/query-client';
import { GUARDIANS_QUERY_KEY } from '@common/public-reads';

// Under overload the read fallback answers {guardians: []}: screens show their empty state.
export const guardiansQueryOptions = queryOptions({ queryKey: GUARDIANS_QUERY_KEY, queryFn: jsonQueryFn(contract.guardians.GuardianListResponse) });

export function useGuardians() {
  return useQuery(guardiansQueryOptions);
}
