// POST /api/consultations: books one free slot of an expert.
import type { BookConsultationRequest } from '@common/contracts/experts';
import { ConsultationResponse } from '@common/contracts/experts';
import type { ApiClient } from '../../../api/api-request';

export function bookConsultation(api: ApiClient, request: BookConsultationRequest): Promise<ConsultationResponse> {
  return api.json(ConsultationResponse, 'POST', '/api/consultations', request);
}
