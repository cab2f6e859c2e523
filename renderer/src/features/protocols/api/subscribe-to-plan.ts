// POST /api/care/plans/{id}/subscribe: the plan's items delivered every 30, 60 or 90 days at the subscription discount,
// the first order placed at once; items and prices are the server's.
import type { SubscribePlanResponse } from '@common/contracts/protocols';
import { protocolEndpoints } from '@common/contracts/protocols';
import type { SubscribeToPlanRequest } from '@common/contracts/subscriptions';
import type { ApiClient } from '../../../api/api-request';

export function subscribeToPlan(api: ApiClient, planId: string, request: SubscribeToPlanRequest): Promise<SubscribePlanResponse> {
  return api.call(protocolEndpoints.postCarePlansByIdSubscribe, { params: { id: planId }, body: request });
}
