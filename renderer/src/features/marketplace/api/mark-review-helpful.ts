// POST /api/reviews/{id}/helpful: once per person; a repeat answers the same count.
import type { HelpfulVoteResponse } from '@common/contracts/reviews';
import { reviewEndpoints } from '@common/contracts/reviews';
import type { ApiClient } from '../../../api/api-request';

export function markReviewHelpful(api: ApiClient, reviewId: string): Promise<HelpfulVoteResponse> {
  return api.call(reviewEndpoints.postReviewsByIdHelpful, { params: { id: reviewId } });
}
