// POST /api/partner/clients/{clientId}/plans: sends a published protocol or ad-hoc items with a message.
import type { SendPlanRequest, SendPlanResponse } from '@common/contracts/protocols';
import { protocolEndpoints } from '@common/contracts/protocols';
import type { ApiClient } from '../../../api/api-request';

export function sendPlan(api: ApiClient, clientId: string, request: SendPlanRequest): Promise<SendPlanResponse> {
  return api.call(protocolEndpoints.postPartnerClientsByClientIdPlans, { params: { clientId }, body: request });
}
