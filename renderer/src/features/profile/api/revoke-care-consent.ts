// DELETE /api/care/consents/{id}: stop sharing with a practitioner, at once.
import type { CareConsentResponse } from '@common/contracts/care';
import { careEndpoints } from '@common/contracts/care';
import type { ApiClient } from '../../../api/api-request';

export function revokeCareConsent(api: ApiClient, consentId: string): Promise<CareConsentResponse> {
  return api.call(careEndpoints.deleteCareConsentsById, { params: { id: consentId } });
}
