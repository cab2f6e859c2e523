// GET /api/care/plans/{id}: opening a plan marks it viewed for the practitioner.
import type { CarePlanResponse } from '@common/contracts/protocols';
import { protocolEndpoints } from '@common/contracts/protocols';
import type { ApiClient } from '../../../api/api-request';

export function openPlan(api: ApiClient, planId: string): Promise<CarePlanResponse> {
  return api.call(protocolEndpoints.getCarePlansById, { params: { id: planId } });
}
