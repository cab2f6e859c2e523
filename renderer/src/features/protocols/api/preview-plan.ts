// POST /api/partner/clients/{clientId}/plans/preview: the plan at current prices and any interaction warnings.
import { PlanPreviewResponse } from '@common/contracts/protocols';
import type { SendPlanRequest } from '@common/contracts/protocols';
import type { ApiClient } from '../../../api/api-request';

export function previewPlan(api: ApiClient, clientId: string, request: SendPlanRequest): Promise<PlanPreviewResponse> {
  return api.json(PlanPreviewResponse, 'POST', `/api/partner/clients/${encodeURIComponent(clientId)}/plans/preview`, request);
}
