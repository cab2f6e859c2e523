// POST /api/care/plans/{id}/check-in: "How is your plan going?", 1 to 5 and a note the practitioner sees.
import type { CarePlanResponse, CheckInRequest } from '@common/contracts/protocols';
import { protocolEndpoints } from '@common/contracts/protocols';
import type { ApiClient } from '../../../api/api-request';

export function checkInPlan(api: ApiClient, planId: string, request: CheckInRequest): Promise<CarePlanResponse> {
  return api.call(protocolEndpoints.postCarePlansByIdCheckIn, { params: { id: planId }, body: request });
}
