// POST /api/admin/products/{id}/review: approve a submission or reject it with a reason.
import type { BrandProductResponse, ReviewProductRequest } from '../../../../../common/contracts/brand-products';
import { apiJson } from '../../../api/api-request';

export function reviewProduct(id: string, request: ReviewProductRequest): Promise<BrandProductResponse> {
  return apiJson<BrandProductResponse>('POST', `/api/admin/products/${encodeURIComponent(id)}/review`, request);
}
