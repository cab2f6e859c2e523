// POST /api/cart/merge: moves the visitor's browser cart into the account's cart at sign-in.
import type { MergeCartRequest } from '@common/contracts/cart';
import { MergeCartResponse } from '@common/contracts/cart';
import type { ApiClient } from '../../../api/api-request';

export function mergeCart(api: ApiClient, request: MergeCartRequest): Promise<MergeCartResponse> {
  return api.json(MergeCartResponse, 'POST', '/api/cart/merge', request);
}
