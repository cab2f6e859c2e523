// POST /api/consultations: books one free slot of an expert.
import type { BookConsultationRequest, ConsultationResponse } from '../../../../../common/contracts/experts';
import { apiJson } from '../../../api/api-request';

export function bookConsultation(request: BookConsultationRequest): Promise<ConsultationResponse> {
  return apiJson<ConsultationResponse>('POST', '/api/consultations', request);
}
