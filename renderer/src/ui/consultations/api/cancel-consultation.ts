// POST /api/consultations/{id}/cancel: cancels a booking and frees its slot.
import type { ConsultationResponse } from '../../../../../common/contracts/experts';
import { apiJson } from '../../../api/api-request';

export function cancelConsultation(id: string): Promise<ConsultationResponse> {
  return apiJson<ConsultationResponse>('POST', `/api/consultations/${encodeURIComponent(id)}/cancel`);
}
