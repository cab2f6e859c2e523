// GET /api/consultations: the signed-in customer's bookings, soonest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ConsultationListResponse } from '@common/contracts/experts';
import { jsonQueryFn } from '../../../api/query-client';

export const CONSULTATIONS_QUERY_KEY = ['/api/consultations'] as const;

export const consultationsQueryOptions = queryOptions({ queryKey: CONSULTATIONS_QUERY_KEY, queryFn: jsonQueryFn(ConsultationListResponse) });

export function useConsultations(options: { enabled: boolean }) {
  return useQuery({ ...consultationsQueryOptions, enabled: options.enabled });
}
