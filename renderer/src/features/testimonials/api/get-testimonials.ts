// GET /api/testimonials: customer testimonials, optionally of one guardian.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TestimonialListResponse } from '@common/contracts/testimonials';
import type { GuardianId } from '@common/guardians';
import { jsonQueryFn } from '../../../api/query-client';

export function testimonialsQueryOptions(guardian: GuardianId | undefined) {
  return queryOptions({ queryKey: ['/api/testimonials', { guardian }] as const, queryFn: jsonQueryFn(TestimonialListResponse) });
}

export function useTestimonials(guardian: GuardianId | undefined) {
  return useQuery(testimonialsQueryOptions(guardian));
}
