// POST /api/brand-products: a brand partner submits a product; it stays pending until reviewed.
import type { BrandProductResponse, SubmitBrandProductRequest } from '@common/contracts/brand-products';
import { brandProductEndpoints } from '@common/contracts/brand-products';
import type { ApiClient } from '../../../api/api-request';

export function submitBrandProduct(api: ApiClient, request: SubmitBrandProductRequest): Promise<BrandProductResponse> {
  return api.call(brandProductEndpoints.postBrandProducts, { body: request });
}
