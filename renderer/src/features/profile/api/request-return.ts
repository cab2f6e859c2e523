// POST /api/orders/{id}/returns: the customer asks to return items of their delivered order.
import type { OrderResponse } from '@common/contracts/orders';
import { orderEndpoints } from '@common/contracts/orders';
import type { ReturnRequest } from '@common/contracts/returns';
import type { ApiClient } from '../../../api/api-request';

export function requestReturn(api: ApiClient, orderId: string, request: ReturnRequest): Promise<OrderResponse> {
  return api.call(orderEndpoints.postOrdersByIdReturns, { params: { id: orderId }, body: request });
}
