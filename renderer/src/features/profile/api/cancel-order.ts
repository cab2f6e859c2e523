// POST /api/orders/{id}/cancel: the customer cancels their own order before it is packed.
import { OrderResponse } from '@common/contracts/orders';
import type { ApiClient } from '../../../api/api-request';

export function cancelOrder(api: ApiClient, orderId: string): Promise<OrderResponse> {
  return api.json(OrderResponse, 'POST', `/api/orders/${encodeURIComponent(orderId)}/cancel`);
}
