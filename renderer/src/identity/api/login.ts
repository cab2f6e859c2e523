// POST /api/login: email and password, optionally for a role-specific screen (expectedRole).
import type { LoginRequest, SignedInResponse } from '@common/contracts/accounts';
import { accountEndpoints } from '@common/contracts/accounts';
import type { ApiClient } from '../../api/api-request';

export function login(api: ApiClient, request: LoginRequest): Promise<SignedInResponse> {
  return api.call(accountEndpoints.postLogin, { body: request });
}
