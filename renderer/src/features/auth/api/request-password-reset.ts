// POST /api/auth/password-reset: asks for a reset link for an address; the answer is the same whether an account holds it.
import type { PasswordResetRequest, PasswordResetRequestedResponse } from '@common/contracts/accounts';
import { accountEndpoints } from '@common/contracts/accounts';
import type { ApiClient } from '../../../api/api-request';

export function requestPasswordReset(api: ApiClient, request: PasswordResetRequest): Promise<PasswordResetRequestedResponse> {
  return api.call(accountEndpoints.postAuthPasswordReset, { body: request });
}
