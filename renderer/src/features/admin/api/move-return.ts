// POST /api/admin/returns/{id}/status: staff move a return one step (audit-logged on the server).
import type { OrderResponse } from '@common/contracts/orders';
import { orderEndpoints } from '@common/contracts/orders';
import type { ReturnStatusChange } from '@common/contracts/returns';
import type { ApiClient } from '../../../api/api-request';

export function moveReturn(api: ApiClient, returnId: string, change: ReturnStatusChange): Promise<OrderResponse> {
  return api.call(orderEndpoints.postAdminReturnsByIdStatus, { params: { id: returnId }, body: change });
}
