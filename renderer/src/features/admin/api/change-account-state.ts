// POST /api/admin/users/{id}/disable and /enable (admins; audit-logged on the server).
import { AdminUserResponse } from '@common/contracts/admin-users';
import type { ApiClient } from '../../../api/api-request';

export function disableAccount(api: ApiClient, id: string, reason: string): Promise<AdminUserResponse> {
  return api.json(AdminUserResponse, 'POST', `/api/admin/users/${encodeURIComponent(id)}/disable`, { reason });
}

export function enableAccount(api: ApiClient, id: string, reason: string): Promise<AdminUserResponse> {
  return api.json(AdminUserResponse, 'POST', `/api/admin/users/${encodeURIComponent(id)}/enable`, reason ? { reason } : {});
}
