// PUT /api/cart/items/{productId}: sets one product's quantity in the signed-in cart; 0 removes it.
import type { CartResponse, SetCartItemRequest } from '@common/contracts/cart';
import { lazyEndpoint } from '../../../api/contract-loaders';
import type { ApiClient } from '../../../api/api-request';

export function setCartItem(api: ApiClient, productId: string, request: SetCartItemRequest): Promise<CartResponse> {
  return api.call(lazyEndpoint.cart.putCartItemsByProductId, { params: { productId }, body: request });
}
