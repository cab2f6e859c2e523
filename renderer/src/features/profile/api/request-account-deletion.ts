// POST /api/gdpr/deletion: schedule the account's erasure in 14 days; the server ends every session at once.
import type { DataDeletionResponse, DeletionRequest } from '@common/contracts/gdpr';
import { gdprEndpoints } from '@common/contracts/gdpr';
import type { ApiClient } from '../../../api/api-request';

export function requestAccountDeletion(api: ApiClient, body: DeletionRequest): Promise<DataDeletionResponse> {
  return api.call(gdprEndpoints.postGdprDeletion, { body });
}
