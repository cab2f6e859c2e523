// POST /api/auth/demo: a fresh sandboxed demo account with its own session.
import type { CurrentUserResponse } from '../../../../../common/contracts/accounts';
import { apiJson } from '../../../api/api-request';

export function demoSignIn(): Promise<CurrentUserResponse> {
  return apiJson<CurrentUserResponse>('POST', '/api/auth/demo');
}
