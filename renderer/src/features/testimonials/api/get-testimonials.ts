// GET /api/testimonials: customer testimonials, optionally of one guardian.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestimonialListResponse } from '../../../../../common/contracts/testimonials';
import type { GuardianId } from '../../../../../common/guardians';

export function testimonialsQueryOptions(guardian: GuardianId | undefined) {
  return queryOptions<TestimonialListResponse>({ queryKey: ['/api/testimonials', { guardian }] });
}

export function useTestimonials(guardian: GuardianId | undefined) {
  return useQuery(testimonialsQueryOptions(guardian));
}
