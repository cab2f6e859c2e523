// POST /api/register: creates a simple account as a customer and signs it in.
import type { RegisterRequest, SignedInResponse } from '@common/contracts/accounts';
import { accountEndpoints } from '@common/contracts/accounts';
import type { ApiClient } from '../../../api/api-request';

export function register(api: ApiClient, request: RegisterRequest): Promise<SignedInResponse> {
  return api.call(accountEndpoints.postRegister, { body: request });
}
