// POST /api/products/{slug}/reviews: a verified buyer's one review, pending until staff approve it.
import { OwnReviewResponse } from '@common/contracts/reviews';
import type { CreateReviewRequest } from '@common/contracts/reviews';
import type { ApiClient } from '../../../api/api-request';

export function postReview(api: ApiClient, slug: string, request: CreateReviewRequest): Promise<OwnReviewResponse> {
  return api.json(OwnReviewResponse, 'POST', `/api/products/${encodeURIComponent(slug)}/reviews`, request);
}
