// POST /api/admin/users/{id}/disable and /enable (admins; audit-logged on the server).
import type { AdminUserResponse } from '@common/contracts/admin-users';
import { adminUserEndpoints } from '@common/contracts/admin-users';
import type { ApiClient } from '../../../api/api-request';

export function disableAccount(api: ApiClient, id: string, reason: string): Promise<AdminUserResponse> {
  return api.call(adminUserEndpoints.postAdminUsersByIdDisable, { params: { id }, body: { reason } });
}

export function enableAccount(api: ApiClient, id: string, reason: string): Promise<AdminUserResponse> {
  return api.call(adminUserEndpoints.postAdminUsersByIdEnable, { params: { id }, body: reason ? { reason } : {} });
}
