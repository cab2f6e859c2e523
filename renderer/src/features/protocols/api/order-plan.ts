// POST /api/care/plans/{id}/order: every item into the cart at the server's prices; checkout comes next.
import type { OrderPlanResponse } from '@common/contracts/protocols';
import { protocolEndpoints } from '@common/contracts/protocols';
import type { ApiClient } from '../../../api/api-request';

export function orderPlan(api: ApiClient, planId: string): Promise<OrderPlanResponse> {
  return api.call(protocolEndpoints.postCarePlansByIdOrder, { params: { id: planId } });
}
