// POST /api/consultations/{id}/cancel: cancels a booking and frees its slot.
import type { ConsultationResponse } from '@common/contracts/experts';
import { expertEndpoints } from '@common/contracts/experts';
import type { ApiClient } from '../../../api/api-request';

export function cancelConsultation(api: ApiClient, id: string): Promise<ConsultationResponse> {
  return api.call(expertEndpoints.postConsultationsByIdCancel, { params: { id } });
}
