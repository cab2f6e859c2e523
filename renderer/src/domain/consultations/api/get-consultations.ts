// GET /api/consultations: the signed-in customer's bookings, soonest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { expertEndpoints } from '@common/contracts/experts';
import { endpointKey, endpointUrl } from '../../../api/endpoint';
import { endpointQueryFn } from '../../../api/query-client';

export const CONSULTATIONS_QUERY_KEY = endpointKey(expertEndpoints.getConsultations);

export const consultationsQueryOptions = queryOptions({ queryKey: CONSULTATIONS_QUERY_KEY, queryFn: endpointQueryFn(expertEndpoints.getConsultations) });

export function useConsultations(options: { enabled: boolean }) {
  return useQuery({ ...consultationsQueryOptions, enabled: options.enabled });
}

/** GET /api/consultations/{id}/calendar.ics: the booking as a calendar file, downloaded with the session cookie. */
export function consultationCalendarUrl(id: string): string {
  return endpointUrl(expertEndpoints.getConsultationsByIdCalendarIcs, { params: { id } });
}
