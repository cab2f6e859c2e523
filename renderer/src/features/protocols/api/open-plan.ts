// GET /api/care/plans/{id}: opening a plan marks it viewed for the practitioner.
import { CarePlanResponse } from '@common/contracts/protocols';
import type { ApiClient } from '../../../api/api-request';

export function openPlan(api: ApiClient, planId: string): Promise<CarePlanResponse> {
  return api.json(CarePlanResponse, 'GET', `/api/care/plans/${encodeURIComponent(planId)}`);
}
