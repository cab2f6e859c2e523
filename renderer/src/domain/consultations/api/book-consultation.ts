// POST /api/consultations: books one free slot of an expert.
import type { BookConsultationRequest, ConsultationResponse } from '@common/contracts/experts';
import { expertEndpoints } from '@common/contracts/experts';
import type { ApiClient } from '../../../api/api-request';

export function bookConsultation(api: ApiClient, request: BookConsultationRequest): Promise<ConsultationResponse> {
  return api.call(expertEndpoints.postConsultations, { body: request });
}
