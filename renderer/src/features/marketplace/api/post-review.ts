// POST /api/products/{slug}/reviews: a verified buyer's one review, pending until staff approve it.
import type { CreateReviewRequest, OwnReviewResponse } from '@common/contracts/reviews';
import { reviewEndpoints } from '@common/contracts/reviews';
import type { ApiClient } from '../../../api/api-request';

export function postReview(api: ApiClient, slug: string, request: CreateReviewRequest): Promise<OwnReviewResponse> {
  return api.call(reviewEndpoints.postProductsBySlugReviews, { params: { slug }, body: request });
}
