// POST /api/consultations/{id}/reschedule: moves a booking to another free slot of the same expert.
import type { ConsultationResponse, RescheduleConsultationRequest } from '../../../../../common/contracts/experts';
import { apiJson } from '../../../api/api-request';

export function rescheduleConsultation(id: string, request: RescheduleConsultationRequest): Promise<ConsultationResponse> {
  return apiJson<ConsultationResponse>('POST', `/api/consultations/${encodeURIComponent(id)}/reschedule`, request);
}
