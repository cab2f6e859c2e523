// POST /api/admin/orders/{id}/status: move an order along its lifecycle (audit-logged on the server).
import type { OrderResponse, OrderStatusChange } from '@common/contracts/orders';
import { orderEndpoints } from '@common/contracts/orders';
import type { ApiClient } from '../../../api/api-request';

export function changeOrderStatus(api: ApiClient, id: string, change: OrderStatusChange): Promise<OrderResponse> {
  return api.call(orderEndpoints.postAdminOrdersByIdStatus, { params: { id }, body: change });
}
