// GET /api/products/{slug}/reviews/eligibility: may the signed-in person review this product, and their own review.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewEndpoints } from '@common/contracts/reviews';
import { endpointKey } from '../../../api/endpoint';
import { endpointQueryFn } from '../../../api/query-client';

export function reviewEligibilityQueryOptions(slug: string) {
  return queryOptions({
    queryKey: endpointKey(reviewEndpoints.getProductsBySlugReviewsEligibility, { params: { slug } }),
    // Signed out between two screens: no eligibility rather than an error.
    queryFn: endpointQueryFn(reviewEndpoints.getProductsBySlugReviewsEligibility, { on401: 'returnNull' }),
  });
}

export function useReviewEligibility(slug: string, signedIn: boolean) {
  return useQuery({ ...reviewEligibilityQueryOptions(slug), enabled: signedIn });
}
