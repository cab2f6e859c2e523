// POST /api/brand-products: a brand partner submits a product; it stays pending until reviewed.
import type { BrandProductResponse, SubmitBrandProductRequest } from '../../../../../common/contracts/brand-products';
import { apiJson } from '../../../api/api-request';

export function submitBrandProduct(request: SubmitBrandProductRequest): Promise<BrandProductResponse> {
  return apiJson<BrandProductResponse>('POST', '/api/brand-products', request);
}
