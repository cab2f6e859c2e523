// POST /api/admin/reviews/{id}/moderation: approve (it appears on the product page) or reject a customer review.
import { ModerationResponse } from '@common/contracts/reviews';
import type { ModerationRequest } from '@common/contracts/reviews';
import type { ApiClient } from '../../../api/api-request';

export function moderateReview(api: ApiClient, id: string, request: ModerationRequest): Promise<ModerationResponse> {
  return api.json(ModerationResponse, 'POST', `/api/admin/reviews/${encodeURIComponent(id)}/moderation`, request);
}
