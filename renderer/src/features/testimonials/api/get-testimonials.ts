// GET /api/testimonials: customer testimonials, optionally of one guardian.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { testimonialEndpoints } from '@common/contracts/testimonials';
import type { GuardianId } from '@common/guardians';
import { endpointQuery } from '../../../api/query-client';

export function testimonialsQueryOptions(guardian: GuardianId | undefined) {
  return queryOptions(endpointQuery(testimonialEndpoints.getTestimonials, { query: { guardian } }));
}

export function useTestimonials(guardian: GuardianId | undefined) {
  return useQuery(testimonialsQueryOptions(guardian));
}
