// PUT /api/brand-products/{id}/photo: the image itself as the body (JPEG, PNG or WebP, at most 8 MB).
import type { BrandProductResponse } from '@common/contracts/brand-products';
import { brandProductEndpoints } from '@common/contracts/brand-products';
import type { ApiClient } from '../../../api/api-request';
import { uploadFile } from '../../../api/upload-file';

export function uploadProductPhoto(api: ApiClient, id: string, file: File): Promise<BrandProductResponse> {
  return uploadFile(api, brandProductEndpoints.putBrandProductsByIdPhoto, { params: { id } }, file, file.type);
}
