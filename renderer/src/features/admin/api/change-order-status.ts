// POST /api/admin/orders/{id}/status: move an order along its lifecycle (audit-logged on the server).
import { OrderResponse } from '@common/contracts/orders';
import type { OrderStatusChange } from '@common/contracts/orders';
import type { ApiClient } from '../../../api/api-request';

export function changeOrderStatus(api: ApiClient, id: string, change: OrderStatusChange): Promise<OrderResponse> {
  return api.json(OrderResponse, 'POST', `/api/admin/orders/${encodeURIComponent(id)}/status`, change);
}
