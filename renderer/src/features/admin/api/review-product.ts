// POST /api/admin/products/{id}/review: approve a submission or reject it with a reason.
import type { ReviewProductRequest } from '@common/contracts/brand-products';
import { BrandProductResponse } from '@common/contracts/brand-products';
import type { ApiClient } from '../../../api/api-request';

export function reviewProduct(api: ApiClient, id: string, request: ReviewProductRequest): Promise<BrandProductResponse> {
  return api.json(BrandProductResponse, 'POST', `/api/admin/products/${encodeURIComponent(id)}/review`, request);
}
