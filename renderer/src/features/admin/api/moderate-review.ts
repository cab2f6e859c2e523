// POST /api/admin/reviews/{id}/moderation: approve (it appears on the product page) or reject a customer review.
import type { ModerationRequest, ModerationResponse } from '@common/contracts/reviews';
import { reviewEndpoints } from '@common/contracts/reviews';
import type { ApiClient } from '../../../api/api-request';

export function moderateReview(api: ApiClient, id: string, request: ModerationRequest): Promise<ModerationResponse> {
  return api.call(reviewEndpoints.postAdminReviewsByIdModeration, { params: { id }, body: request });
}
