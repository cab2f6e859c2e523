// GET /api/admin/users/{id}: one account with its roles, sign-in methods, dates, disabled state and order count.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminUserEndpoints } from '@common/contracts/admin-users';
import { endpointQuery } from '../../../api/query-client';

export function adminUserQueryOptions(id: string) {
  return queryOptions(endpointQuery(adminUserEndpoints.getAdminUsersById, { params: { id } }));
}

export function useAdminUser(id: string | null) {
  return useQuery({ ...adminUserQueryOptions(id ?? ''), enabled: id !== null });
}
