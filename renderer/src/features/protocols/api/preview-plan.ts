// POST /api/partner/clients/{clientId}/plans/preview: the plan at current prices and any interaction warnings.
import type { PlanPreviewResponse, SendPlanRequest } from '@common/contracts/protocols';
import { protocolEndpoints } from '@common/contracts/protocols';
import type { ApiClient } from '../../../api/api-request';

export function previewPlan(api: ApiClient, clientId: string, request: SendPlanRequest): Promise<PlanPreviewResponse> {
  return api.call(protocolEndpoints.postPartnerClientsByClientIdPlansPreview, { params: { clientId }, body: request });
}
