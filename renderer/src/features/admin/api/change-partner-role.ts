// PUT / DELETE /api/admin/users/{id}/roles/{role}: grant or remove a partner role (admins; audit-logged).
import type { AdminUserResponse, PartnerRole } from '@common/contracts/admin-users';
import { adminUserEndpoints } from '@common/contracts/admin-users';
import type { ApiClient } from '../../../api/api-request';

export function changePartnerRole(api: ApiClient, id: string, role: PartnerRole, held: boolean): Promise<AdminUserResponse> {
  const endpoint = held ? adminUserEndpoints.putAdminUsersByIdRolesByRole : adminUserEndpoints.deleteAdminUsersByIdRolesByRole;
  return api.call(endpoint, { params: { id, role } });
}
