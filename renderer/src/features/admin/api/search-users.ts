// GET /api/admin/users: accounts found by part of their email or name, newest first, paged (admin, support).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AdminUserPage } from '@common/contracts/admin-users';
import type { Role } from '@common/roles';
import { jsonQueryFn } from '../../../api/query-client';

export interface UserSearchFilter {
  q?: string | undefined;
  role?: Role | undefined;
  status?: 'active' | 'disabled' | undefined;
  page?: number | undefined;
}

export function adminUsersQueryOptions(filter: UserSearchFilter) {
  return queryOptions({
    queryKey: ['/api/admin/users', filter] as const,
    queryFn: jsonQueryFn(AdminUserPage),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(filter: UserSearchFilter) {
  return useQuery(adminUsersQueryOptions(filter));
}
