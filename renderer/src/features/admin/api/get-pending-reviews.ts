// GET /api/admin/reviews?status=pending: customer reviews waiting for moderation, oldest first (admin, support).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ModerationQueueResponse } from '@common/contracts/reviews';
import { jsonQueryFn } from '../../../api/query-client';

export const pendingReviewsQueryOptions = queryOptions({
  queryKey: ['/api/admin/reviews', { status: 'pending' }] as const,
  queryFn: jsonQueryFn(ModerationQueueResponse),
});

export function usePendingReviews(options: { enabled: boolean }) {
  return useQuery({ ...pendingReviewsQueryOptions, enabled: options.enabled });
}
