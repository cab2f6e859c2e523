// PUT /api/cart/items/{productId}: sets one product's quantity in the signed-in cart; 0 removes it.
import type { SetCartItemRequest } from '@common/contracts/cart';
import type { CartResponse } from '@common/contracts/cart';
import { contract } from '../../../api/contract-loaders';
import type { ApiClient } from '../../../api/api-request';

export function setCartItem(api: ApiClient, productId: string, request: SetCartItemRequest): Promise<CartResponse> {
  return api.json(contract.cart.CartResponse, 'PUT', `/api/cart/items/${encodeURIComponent(productId)}`, request);
}
