// POST /api/cart/merge: moves the visitor's browser cart into the account's cart at sign-in.
import type { MergeCartRequest, MergeCartResponse } from '@common/contracts/cart';
import { lazyEndpoint } from '../../../api/contract-loaders';
import type { ApiClient } from '../../../api/api-request';

export function mergeCart(api: ApiClient, request: MergeCartRequest): Promise<MergeCartResponse> {
  return api.call(lazyEndpoint.cart.postCartMerge, { body: request });
}
