// GET /api/admin/reviews?status=pending: customer reviews waiting for moderation, oldest first (admin, support).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewEndpoints } from '@common/contracts/reviews';
import { endpointQuery } from '../../../api/query-client';

export const pendingReviewsQueryOptions = queryOptions(endpointQuery(reviewEndpoints.getAdminReviews, { query: { status: 'pending' } }));

export function usePendingReviews(options: { enabled: boolean }) {
  return useQuery({ ...pendingReviewsQueryOptions, enabled: options.enabled });
}
