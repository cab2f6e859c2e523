// POST /api/login: email and password, optionally for a role-specific screen (expectedRole).
import type { LoginRequest } from '@common/contracts/accounts';
import { SignedInResponse } from '@common/contracts/accounts';
import type { ApiClient } from '../../api/api-request';

export function login(api: ApiClient, request: LoginRequest): Promise<SignedInResponse> {
  return api.json(SignedInResponse, 'POST', '/api/login', request);
}
