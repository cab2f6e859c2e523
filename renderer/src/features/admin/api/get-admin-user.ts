// GET /api/admin/users/{id}: one account with its roles, sign-in methods, dates, disabled state and order count.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminUserResponse } from '@common/contracts/admin-users';
import { jsonQueryFn } from '../../../api/query-client';

export function adminUserQueryOptions(id: string) {
  return queryOptions({ queryKey: ['/api/admin/users', id] as const, queryFn: jsonQueryFn(AdminUserResponse) });
}

export function useAdminUser(id: string | null) {
  return useQuery({ ...adminUserQueryOptions(id ?? ''), enabled: id !== null });
}
