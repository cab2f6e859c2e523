// PUT /api/cart/items/{productId}: sets one product's quantity in the signed-in cart; 0 removes it.
import type { CartResponse, SetCartItemRequest } from '../../../../../common/contracts/cart';
import { apiJson } from '../../../api/api-request';

export function setCartItem(productId: string, request: SetCartItemRequest): Promise<CartResponse> {
  return apiJson<CartResponse>('PUT', `/api/cart/items/${encodeURIComponent(productId)}`, request);
}
