// POST /api/login: email and password, optionally for a role-specific screen (expectedRole).
import type { LoginRequest, SignedInResponse } from '../../../../common/contracts/accounts';
import { apiJson } from '../../api/api-request';

export function login(request: LoginRequest): Promise<SignedInResponse> {
  return apiJson<SignedInResponse>('POST', '/api/login', request);
}
