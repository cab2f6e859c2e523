// POST /api/admin/partner-invitations: a one-time link that creates a partner account (admins; shown once).
import type { PartnerInvitationCreated, PartnerInvitationRequest } from '@common/contracts/admin-users';
import { adminUserEndpoints } from '@common/contracts/admin-users';
import type { ApiClient } from '../../../api/api-request';

export function createPartnerInvitation(api: ApiClient, request: PartnerInvitationRequest): Promise<PartnerInvitationCreated> {
  return api.call(adminUserEndpoints.postAdminPartnerInvitations, { body: request });
}
