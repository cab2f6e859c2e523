// POST /api/auth/demo: a fresh sandboxed demo account with its own session.
import type { CurrentUserResponse } from '@common/contracts/accounts';
import { accountEndpoints } from '@common/contracts/accounts';
import type { ApiClient } from '../../../api/api-request';

export function demoSignIn(api: ApiClient): Promise<CurrentUserResponse> {
  return api.call(accountEndpoints.postAuthDemo);
}
