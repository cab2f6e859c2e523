// GET /api/admin/users: accounts found by part of their email or name, newest first, paged (admin, support).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminUserEndpoints } from '@common/contracts/admin-users';
import type { Role } from '@common/roles';
import { endpointKey } from '../../../api/endpoint';
import { endpointQuery } from '../../../api/query-client';

export interface UserSearchFilter {
  q?: string | undefined;
  role?: Role | undefined;
  status?: 'active' | 'disabled' | undefined;
  page?: number | undefined;
}

/** The key of every account list and account (GET /api/admin/users and /{id}), to refresh them after a change. */
export const ADMIN_USERS_KEY = endpointKey(adminUserEndpoints.getAdminUsers);

export function adminUsersQueryOptions(filter: UserSearchFilter) {
  return queryOptions({
    ...endpointQuery(adminUserEndpoints.getAdminUsers, { query: filter }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(filter: UserSearchFilter) {
  return useQuery(adminUsersQueryOptions(filter));
}
