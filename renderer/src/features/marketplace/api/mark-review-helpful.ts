// POST /api/reviews/{id}/helpful: once per person; a repeat answers the same count.
import { HelpfulVoteResponse } from '@common/contracts/reviews';
import type { ApiClient } from '../../../api/api-request';

export function markReviewHelpful(api: ApiClient, reviewId: string): Promise<HelpfulVoteResponse> {
  return api.json(HelpfulVoteResponse, 'POST', `/api/reviews/${encodeURIComponent(reviewId)}/helpful`);
}
