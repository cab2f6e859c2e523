// DELETE /api/care/consents/{id}: stop sharing with a practitioner, at once.
import { CareConsentResponse } from '@common/contracts/care';
import type { ApiClient } from '../../../api/api-request';

export function revokeCareConsent(api: ApiClient, consentId: string): Promise<CareConsentResponse> {
  return api.json(CareConsentResponse, 'DELETE', `/api/care/consents/${encodeURIComponent(consentId)}`);
}
