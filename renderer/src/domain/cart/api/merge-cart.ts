// POST /api/cart/merge: moves the visitor's browser cart into the account's cart at sign-in.
import type { MergeCartRequest } from '@common/contracts/cart';
import type { MergeCartResponse } from '@common/contracts/cart';
import { contract } from '../../../api/contract-loaders';
import type { ApiClient } from '../../../api/api-request';

export function mergeCart(api: ApiClient, request: MergeCartRequest): Promise<MergeCartResponse> {
  return api.json(contract.cart.MergeCartResponse, 'POST', '/api/cart/merge', request);
}
