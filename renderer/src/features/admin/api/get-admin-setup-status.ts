// GET /api/admin-setup/status: whether the first admin can still be created.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminSetupStatusResponse } from '@common/contracts/accounts';
import { jsonQueryFn } from '../../../api/query-client';

export const adminSetupStatusQueryOptions = queryOptions({
  queryKey: ['/api/admin-setup/status'] as const,
  queryFn: jsonQueryFn(AdminSetupStatusResponse, {
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
