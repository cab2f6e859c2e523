// POST /api/admin/products/{id}/review: approve a submission or reject it with a reason.
import type { BrandProductResponse, ReviewProductRequest } from '@common/contracts/brand-products';
import { brandProductEndpoints } from '@common/contracts/brand-products';
import type { ApiClient } from '../../../api/api-request';

export function reviewProduct(api: ApiClient, id: string, request: ReviewProductRequest): Promise<BrandProductResponse> {
  return api.call(brandProductEndpoints.postAdminProductsByIdReview, { params: { id }, body: request });
}
