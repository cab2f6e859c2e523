// POST /api/partner/lab-orders/{id}/results: the lab enters the measured values; the order becomes resulted.
import { LabOrderResponse } from '@common/contracts/labs';
import type { LabResultsRequest } from '@common/contracts/labs';
import type { ApiClient } from '../../../api/api-request';

export function enterLabResults(api: ApiClient, id: string, request: LabResultsRequest): Promise<LabOrderResponse> {
  return api.json(LabOrderResponse, 'POST', `/api/partner/lab-orders/${encodeURIComponent(id)}/results`, request);
}
