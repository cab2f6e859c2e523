// GET /api/admin/home: to-do counts, today's orders, revenue and sign-ups, the latest audit entries (admin, support).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '@common/contracts/admin';
import { endpointQuery } from '../../../api/query-client';

export const adminHomeQueryOptions = queryOptions(endpointQuery(adminEndpoints.getAdminHome));

export function useAdminHome() {
  return useQuery(adminHomeQueryOptions);
}
