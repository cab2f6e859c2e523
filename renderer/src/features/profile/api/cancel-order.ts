// POST /api/orders/{id}/cancel: the customer cancels their own order before it is packed.
import type { OrderResponse } from '@common/contracts/orders';
import { orderEndpoints } from '@common/contracts/orders';
import type { ApiClient } from '../../../api/api-request';

export function cancelOrder(api: ApiClient, orderId: string): Promise<OrderResponse> {
  return api.call(orderEndpoints.postOrdersByIdCancel, { params: { id: orderId } });
}
