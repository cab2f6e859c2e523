// POST /api/auth/password-reset/confirm: the reset link's token and the new password. The token travels in this body
// only, never in a request URL.
import type { PasswordResetConfirmRequest, PasswordResetDoneResponse } from '@common/contracts/accounts';
import { PasswordResetConfirmRequest as ConfirmRequestSchema, accountEndpoints } from '@common/contracts/accounts';
import type { ApiClient } from '../../../api/api-request';

export function confirmPasswordReset(api: ApiClient, request: PasswordResetConfirmRequest): Promise<PasswordResetDoneResponse> {
  return api.call(accountEndpoints.postAuthPasswordResetConfirm, { body: request });
}

/** A token the contract would refuse (none, or too long) cannot be a link the server sent: no need to ask. */
export function isPossibleResetToken(token: string): boolean {
  return ConfirmRequestSchema.shape.token.safeParse(token).success;
}
