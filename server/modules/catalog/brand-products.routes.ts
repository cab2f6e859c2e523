import type { Router } from 'express';
import { brandProductEndpoints, PRODUCT_PHOTO_MAX_BYTES, PRODUCT_PHOTO_TYPES } from '@common/contracts/brand-products';
import type { BrandProductListResponse, BrandProductResponse, PendingProductListResponse } from '@common/contracts/brand-products';
import { STAFF_ROLES } from '@common/roles';
import type { Response } from 'express';
import type { StoredFile } from '../../files/file-store';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import { bodyBytes, rawBodyOf } from '../../http/raw-body';
import { staffWrite } from '../audit/audit.exports';
import type { BrandProductsService } from './brand-products.service';
import { photoTooLarge } from './product-photos';

const readPhotoBody = rawBodyOf({
  types: PRODUCT_PHOTO_TYPES,
  limit: PRODUCT_PHOTO_MAX_BYTES,
  tooLarge: photoTooLarge,
  wrongType: 'Send the photo as the request body with the header Content-Type: image/jpeg, image/png or image/webp.',
});

function sendPhoto(res: Response, photo: StoredFile, cacheControl: string): void {
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Content-Type', photo.contentType);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.send(Buffer.from(photo.bytes));
}

export function brandProductRoutes(deps: { declare: DeclareRoutes; brandProducts: BrandProductsService }): Router {
  const { router, serve } = deps.declare();
  const { brandProducts } = deps;
  const brandPartner = { roles: ['brand_partner'] } as const;

  serve(brandProductEndpoints.postBrandProducts, { caller: brandPartner }, async ({ req, res, user }) => {
    const body: BrandProductResponse = { product: await brandProducts.submit(user, req.body) };
    res.status(201).json(body);
  });

  serve(brandProductEndpoints.getBrandProductsMine, { caller: brandPartner }, async ({ res, user }) => {
    const body: BrandProductListResponse = { products: await brandProducts.mine(user) };
    res.json(body);
  });

  serve(brandProductEndpoints.putBrandProductsByIdPhoto, { caller: brandPartner, before: [readPhotoBody] }, async ({ req, res, user }) => {
    const body: BrandProductResponse = { product: await brandProducts.attachPhoto(user, req.params.id, bodyBytes(req.body)) };
    res.json(body);
  });

  // Before approval: the partner's own and every reviewer's, never kept by a shared cache.
  serve(
    brandProductEndpoints.getBrandProductsByIdPhoto,
    { caller: { roles: [...brandPartner.roles, ...STAFF_ROLES] }, cache: 'handler' },
    async ({ req, res, user }) => {
      sendPhoto(res, await brandProducts.reviewPhoto(user, req.params.id), 'private, no-store');
    },
  );

  // Once approved: public, and named by its content, so a browser or CDN keeps it for a year without asking again.
  serve(brandProductEndpoints.getProductPhotosByProductIdByFile, { caller: 'anyone' }, async ({ req, res }) => {
    sendPhoto(res, await brandProducts.publicPhoto(req.params.productId, req.params.file), 'public, max-age=31536000, immutable');
  });

  serve(brandProductEndpoints.getAdminProductsPending, { caller: { roles: STAFF_ROLES } }, async ({ res }) => {
    const body: PendingProductListResponse = { products: await brandProducts.pending() };
    res.json(body);
  });

  serve(brandProductEndpoints.postAdminProductsByIdReview, { caller: { staff: 'products.verify' } }, async ({ req, res, user }) => {
    const body: BrandProductResponse = { product: await brandProducts.review(user, req.params.id, req.body, staffWrite(req, user)) };
    res.json(body);
  });

  return router;
}
