// GET /api/admin-setup/status: whether the first admin can still be created.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountEndpoints } from '@common/contracts/accounts';
import { endpointKey } from '../../../api/endpoint';
import { endpointQueryFn } from '../../../api/query-client';

export const adminSetupStatusQueryOptions = queryOptions({
  queryKey: endpointKey(accountEndpoints.getAdminSetupStatus),
  queryFn: endpointQueryFn(accountEndpoints.getAdminSetupStatus, {
    // The overload fallback answers {offline: true}: not an answer to "is setup open".
    whenUnavailable: () => {
      throw new Error('The setup status is unavailable right now.');
    },
  }),
  staleTime: 0,
});

export function useAdminSetupStatus() {
  return useQuery(adminSetupStatusQueryOptions);
}
