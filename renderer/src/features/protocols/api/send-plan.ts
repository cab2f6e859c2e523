// POST /api/partner/clients/{clientId}/plans: sends a published protocol or ad-hoc items with a message.
import { SendPlanResponse } from '@common/contracts/protocols';
import type { SendPlanRequest } from '@common/contracts/protocols';
import type { ApiClient } from '../../../api/api-request';

export function sendPlan(api: ApiClient, clientId: string, request: SendPlanRequest): Promise<SendPlanResponse> {
  return api.json(SendPlanResponse, 'POST', `/api/partner/clients/${encodeURIComponent(clientId)}/plans`, request);
}
