// POST /api/care/invitations/{id}/accept: share the chosen scopes with the inviting practitioner.
import type { CareConsentResponse, CareScope } from '@common/contracts/care';
import { careEndpoints } from '@common/contracts/care';
import type { ApiClient } from '../../../api/api-request';

export function acceptCareInvitation(api: ApiClient, invitationId: string, scopes: readonly CareScope[]): Promise<CareConsentResponse> {
  return api.call(careEndpoints.postCareInvitationsByIdAccept, { params: { id: invitationId }, body: { scopes: [...scopes] } });
}
