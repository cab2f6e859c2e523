// POST /api/consultations/{id}/reschedule: moves a booking to another free slot of the same expert.
import type { RescheduleConsultationRequest } from '@common/contracts/experts';
import { ConsultationResponse } from '@common/contracts/experts';
import type { ApiClient } from '../../../api/api-request';

export function rescheduleConsultation(api: ApiClient, id: string, request: RescheduleConsultationRequest): Promise<ConsultationResponse> {
  return api.json(ConsultationResponse, 'POST', `/api/consultations/${encodeURIComponent(id)}/reschedule`, request);
}
