// POST /api/cart/merge: moves the visitor's browser cart into the account's cart at sign-in.
import type { MergeCartRequest, MergeCartResponse } from '../../../../../common/contracts/cart';
import { apiJson } from '../../../api/api-request';

export function mergeCart(request: MergeCartRequest): Promise<MergeCartResponse> {
  return apiJson<MergeCartResponse>('POST', '/api/cart/merge', request);
}
