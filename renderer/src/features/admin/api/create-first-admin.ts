// POST /api/admin-setup: creates the first admin with the one-time token the server printed at start.
import type { AdminSetupRequest, SignedInResponse } from '@common/contracts/accounts';
import { accountEndpoints } from '@common/contracts/accounts';
import type { ApiClient } from '../../../api/api-request';

export function createFirstAdmin(api: ApiClient, request: AdminSetupRequest): Promise<SignedInResponse> {
  return api.call(accountEndpoints.postAdminSetup, { body: request });
}
