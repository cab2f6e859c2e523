// POST /api/admin-setup: creates the first admin with the one-time token the server printed at start.
import type { AdminSetupRequest, SignedInResponse } from '../../../../../common/contracts/accounts';
import { apiJson } from '../../../api/api-request';

export function createFirstAdmin(request: AdminSetupRequest): Promise<SignedInResponse> {
  return apiJson<SignedInResponse>('POST', '/api/admin-setup', request);
}
