// POST /api/gdpr/deletion: schedule the account's erasure in 14 days; the server ends every session at once.
import { DataDeletionResponse } from '@common/contracts/gdpr';
import type { DeletionRequest } from '@common/contracts/gdpr';
import type { ApiClient } from '../../../api/api-request';

export function requestAccountDeletion(api: ApiClient, body: DeletionRequest): Promise<DataDeletionResponse> {
  return api.json(DataDeletionResponse, 'POST', '/api/gdpr/deletion', body);
}
