// POST /api/register: creates a simple account as a customer and signs it in.
import type { RegisterRequest, SignedInResponse } from '../../../../../common/contracts/accounts';
import { apiJson } from '../../../api/api-request';

export function register(request: RegisterRequest): Promise<SignedInResponse> {
  return apiJson<SignedInResponse>('POST', '/api/register', request);
}
