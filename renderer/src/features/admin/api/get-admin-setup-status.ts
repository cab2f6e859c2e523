// GET /api/admin-setup/status: whether the first admin can still be created.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSetupStatusResponse } from '../../../../../common/contracts/accounts';
import { getQueryFn } from '../../../api/query-client';

const fetchStatus = getQueryFn<AdminSetupStatusResponse>({ on401: 'throw' });

export const adminSetupStatusQueryOptions = queryOptions({
  queryKey: ['/api/admin-setup/status'] as const,
  queryFn: async (context): Promise<AdminSetupStatusResponse> => {
    const status = await fetchStatus(context);
    // The overload fallback answers {offline: true}: not an answer to "is setup open".
    if (!status || typeof status.open !== 'boolean') throw new Error('The setup status is unavailable right now.');
    return status;
  },
  staleTime: 0,
});

export function useAdminSetupStatus() {
  return useQuery(adminSetupStatusQueryOptions);
}
