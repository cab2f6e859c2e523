// PUT / DELETE /api/admin/users/{id}/roles/{role}: grant or remove a partner role (admins; audit-logged).
import { AdminUserResponse } from '@common/contracts/admin-users';
import type { PartnerRole } from '@common/contracts/admin-users';
import type { ApiClient } from '../../../api/api-request';

export function changePartnerRole(api: ApiClient, id: string, role: PartnerRole, held: boolean): Promise<AdminUserResponse> {
  return api.json(AdminUserResponse, held ? 'PUT' : 'DELETE', `/api/admin/users/${encodeURIComponent(id)}/roles/${encodeURIComponent(role)}`);
}
