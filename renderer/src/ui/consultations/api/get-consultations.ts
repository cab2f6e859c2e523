// GET /api/consultations: the signed-in customer's bookings, soonest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsultationListResponse } from '../../../../../common/contracts/experts';

export const CONSULTATIONS_QUERY_KEY = ['/api/consultations'] as const;

export const consultationsQueryOptions = queryOptions<ConsultationListResponse>({ queryKey: CONSULTATIONS_QUERY_KEY });

export function useConsultations(options: { enabled: boolean }) {
  return useQuery({ ...consultationsQueryOptions, enabled: options.enabled });
}
