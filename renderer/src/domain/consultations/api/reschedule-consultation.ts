// POST /api/consultations/{id}/reschedule: moves a booking to another free slot of the same expert.
import type { ConsultationResponse, RescheduleConsultationRequest } from '@common/contracts/experts';
import { expertEndpoints } from '@common/contracts/experts';
import type { ApiClient } from '../../../api/api-request';

export function rescheduleConsultation(api: ApiClient, id: string, request: RescheduleConsultationRequest): Promise<ConsultationResponse> {
  return api.call(expertEndpoints.postConsultationsByIdReschedule, { params: { id }, body: request });
}
