// POST /api/partner/lab-orders/{id}/status: the lab moves an order to its next step.
import type { LabOrderResponse } from '@common/contracts/labs';
import { labEndpoints } from '@common/contracts/labs';
import type { LabOrderStatus } from '@common/lab-results';
import type { ApiClient } from '../../../api/api-request';

export function moveLabOrder(api: ApiClient, id: string, status: LabOrderStatus): Promise<LabOrderResponse> {
  return api.call(labEndpoints.postPartnerLabOrdersByIdStatus, { params: { id }, body: { status } });
}
