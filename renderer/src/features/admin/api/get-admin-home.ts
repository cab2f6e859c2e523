// GET /api/admin/home: to-do counts, today's orders, revenue and sign-ups, the latest audit entries (admin, support).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminHome } from '@common/contracts/admin';
import { jsonQueryFn } from '../../../api/query-client';

export const adminHomeQueryOptions = queryOptions({
  queryKey: ['/api/admin/home'] as const,
  queryFn: jsonQueryFn(AdminHome),
});

export function useAdminHome() {
  return useQuery(adminHomeQueryOptions);
}
