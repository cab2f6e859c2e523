// POST /api/partner/lab-orders/{id}/status: the lab moves an order to its next step.
import { LabOrderResponse } from '@common/contracts/labs';
import type { LabOrderStatus } from '@common/lab-results';
import type { ApiClient } from '../../../api/api-request';

export function moveLabOrder(api: ApiClient, id: string, status: LabOrderStatus): Promise<LabOrderResponse> {
  return api.json(LabOrderResponse, 'POST', `/api/partner/lab-orders/${encodeURIComponent(id)}/status`, { status });
}
