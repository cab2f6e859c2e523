// POST /api/care/invitations/{id}/decline: share nothing with the inviting practitioner.
import { CareInvitationResponse } from '@common/contracts/care';
import type { ApiClient } from '../../../api/api-request';

export function declineCareInvitation(api: ApiClient, invitationId: string): Promise<CareInvitationResponse> {
  return api.json(CareInvitationResponse, 'POST', `/api/care/invitations/${encodeURIComponent(invitationId)}/decline`);
}
