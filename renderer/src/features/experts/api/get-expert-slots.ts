// GET /api/experts/{slug}/slots: an expert's free slots on a range of days in the visitor's zone, and the earliest one.
// Its key starts with the expert's (get-expert.ts), so refreshing the expert after a booking refreshes these too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { expertEndpoints } from '@common/contracts/experts';
import { endpointQuery } from '../../../api/query-client';

export interface SlotRange {
  /** First and last day, YYYY-MM-DD in timeZone. */
  from: string;
  to: string;
  timeZone: string;
}

export function expertSlotsQueryOptions(slug: string, range: SlotRange) {
  return queryOptions(endpointQuery(expertEndpoints.getExpertsBySlugSlots, { params: { slug }, query: { ...range } }));
}

export function useExpertSlots(slug: string, range: SlotRange) {
  return useQuery(expertSlotsQueryOptions(slug, range));
}
