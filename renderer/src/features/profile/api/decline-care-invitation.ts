// POST /api/care/invitations/{id}/decline: share nothing with the inviting practitioner.
import type { CareInvitationResponse } from '@common/contracts/care';
import { careEndpoints } from '@common/contracts/care';
import type { ApiClient } from '../../../api/api-request';

export function declineCareInvitation(api: ApiClient, invitationId: string): Promise<CareInvitationResponse> {
  return api.call(careEndpoints.postCareInvitationsByIdDecline, { params: { id: invitationId } });
}
