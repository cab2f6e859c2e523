// POST /api/partner/lab-orders/{id}/results: the lab enters the measured values; the order becomes resulted.
import type { LabOrderResponse, LabResultsRequest } from '@common/contracts/labs';
import { labEndpoints } from '@common/contracts/labs';
import type { ApiClient } from '../../../api/api-request';

export function enterLabResults(api: ApiClient, id: string, request: LabResultsRequest): Promise<LabOrderResponse> {
  return api.call(labEndpoints.postPartnerLabOrdersByIdResults, { params: { id }, body: request });
}
