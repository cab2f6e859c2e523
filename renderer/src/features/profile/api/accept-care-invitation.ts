// POST /api/care/invitations/{id}/accept: share the chosen scopes with the inviting practitioner.
import { CareConsentResponse } from '@common/contracts/care';
import type { CareScope } from '@common/contracts/care';
import type { ApiClient } from '../../../api/api-request';

export function acceptCareInvitation(api: ApiClient, invitationId: string, scopes: readonly CareScope[]): Promise<CareConsentResponse> {
  return api.json(CareConsentResponse, 'POST', `/api/care/invitations/${encodeURIComponent(invitationId)}/accept`, { scopes });
}
