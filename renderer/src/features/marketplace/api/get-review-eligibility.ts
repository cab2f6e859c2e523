// GET /api/products/{slug}/reviews/eligibility: may the signed-in person review this product, and their own review.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReviewEligibilityResponse } from '@common/contracts/reviews';
import { jsonQueryFn } from '../../../api/query-client';

export function reviewEligibilityQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['/api/products', slug, 'reviews', 'eligibility'] as const,
    // Signed out between two screens: no eligibility rather than an error.
    queryFn: jsonQueryFn(ReviewEligibilityResponse, { on401: 'returnNull' }),
  });
}

export function useReviewEligibility(slug: string, signedIn: boolean) {
  return useQuery({ ...reviewEligibilityQueryOptions(slug), enabled: signedIn });
}
