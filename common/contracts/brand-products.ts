// Brand partners submit products; admins and support review them. A submission stays off the storefront until it is
// approved; a rejection carries the reviewer's reason, which the partner sees in GET /api/brand-products/mine.
import { z } from 'zod';
import { chatGuardian } from '../chat-guardians';
import { GUARDIAN_IDS } from '../guardians';
import type { ApiEndpoint } from './api-endpoint';
import { MoneyAmount, Product, ProductCategory } from './catalog';
import { errorResponse } from './errors';

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_DECISIONS = ['approve', 'reject'] as const;

/** The most units a partner may list at once; stock beyond this is a wholesale matter. */
export const MAX_SUBMITTED_STOCK = 100_000;

export const SubmitBrandProductRequest = z
  .object({
    name: z.string().trim().min(3).max(120),
    brand: z.string().trim().min(2).max(80),
    description: z.string().trim().min(20).max(2000),
    guardian: z.enum(GUARDIAN_IDS),
    categories: z.array(ProductCategory).min(1).max(3),
    price: MoneyAmount.min(1).max(100_000_000).describe('Minor units of the storefront currency.'),
    originalPrice: MoneyAmount.max(100_000_000).optional().describe("Before the partner's discount; at least price."),
    stock: z.number().int().min(0).max(MAX_SUBMITTED_STOCK),
    affiliate_link: z
      .url({ protocol: /^https$/ })
      .max(2048)
      .optional(),
  })
  .superRefine((submission, context) => {
    const allowed = chatGuardian(submission.guardian).productCategories;
    submission.categories.forEach((category, index) => {
      if (!allowed.includes(category)) {
        context.addIssue({
          code: 'custom',
          path: ['categories', index],
          message: `${category} is not a category of ${submission.guardian}; use ${allowed.join(', ')}`,
        });
      }
    });
    if (submission.originalPrice !== undefined && submission.originalPrice < submission.price) {
      context.addIssue({ code: 'custom', path: ['originalPrice'], message: 'must be at least the price' });
    }
  })
  .meta({ id: 'SubmitBrandProductRequest' });
export type SubmitBrandProductRequest = z.infer<typeof SubmitBrandProductRequest>;

export const BrandProduct = Product.extend({
  reviewStatus: z.enum(REVIEW_STATUSES),
  reviewReason: z.string().nullable().describe('Why it was rejected (or a note on approval).'),
  reviewedAt: z.iso.datetime().nullable(),
  submittedAt: z.iso.datetime(),
}).meta({ id: 'BrandProduct' });
export type BrandProduct = z.infer<typeof BrandProduct>;

export const PendingProduct = BrandProduct.extend({
  submittedBy: z.object({ id: z.string(), email: z.string(), displayName: z.string() }),
}).meta({ id: 'PendingProduct' });
export type PendingProduct = z.infer<typeof PendingProduct>;

export const BrandProductResponse = z.object({ product: BrandProduct }).meta({ id: 'BrandProductResponse' });
export type BrandProductResponse = z.infer<typeof BrandProductResponse>;
export const BrandProductListResponse = z
  .object({ products: z.array(BrandProduct).describe('Newest submission first.') })
  .meta({ id: 'BrandProductListResponse' });
export type BrandProductListResponse = z.infer<typeof BrandProductListResponse>;
export const PendingProductListResponse = z
  .object({ products: z.array(PendingProduct).describe('Oldest submission first: first come, first reviewed.') })
  .meta({ id: 'PendingProductListResponse' });
export type PendingProductListResponse = z.infer<typeof PendingProductListResponse>;

export const ReviewProductParams = z.object({ id: z.string().trim().min(1).max(64) });
export const ReviewProductRequest = z
  .discriminatedUnion('decision', [
    z.object({ decision: z.literal('approve'), reason: z.string().trim().max(1000).optional() }),
    z.object({ decision: z.literal('reject'), reason: z.string().trim().min(3, 'say why, so the partner can fix it').max(1000) }),
  ])
  .meta({ id: 'ReviewProductRequest' });
export type ReviewProductRequest = z.infer<typeof ReviewProductRequest>;

/** The photo a partner uploads: JPEG, PNG or WebP, at most 8 MB and 40 megapixels, at least 300 px on each side. */
export const PRODUCT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PRODUCT_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const PRODUCT_PHOTO_MAX_PIXELS = 40_000_000;
export const PRODUCT_PHOTO_MIN_SIDE = 300;
/** The stored photo's longer side at most (never enlarged): two device pixels for the 360 px product page image. */
export const PRODUCT_PHOTO_SIDE = 800;

export const ProductPhotoParams = z.object({
  productId: z.string().trim().min(1).max(64),
  file: z
    .string()
    .regex(/^[0-9a-f]{16}\.webp$/)
    .describe("The content-hashed file name, as in the product's image path."),
});

export const BRAND_PRODUCT_ERROR_CODES = [
  'PRODUCT_NOT_FOUND',
  'ALREADY_REVIEWED',
  'PHOTO_NOT_FOUND',
  'PHOTO_NOT_AN_IMAGE',
  'PHOTO_TOO_SMALL',
  'PHOTO_TOO_LARGE',
] as const;

export const brandProductEndpoints = {
  postBrandProducts: {
    method: 'post',
    path: '/api/brand-products',
    summary: 'A brand partner submits a product for review; it stays pending and off the storefront until approved',
    tag: 'brand-products',
    request: { body: SubmitBrandProductRequest },
    responses: {
      201: { description: 'The pending submission', body: BrandProductResponse },
      400: errorResponse("A field is missing or invalid, or a category is not one of the guardian's (VALIDATION_FAILED)"),
      401: errorResponse('Not signed in (UNAUTHENTICATED)'),
      403: errorResponse('The account is not a brand partner (FORBIDDEN)'),
    },
  },
  getBrandProductsMine: {
    method: 'get',
    path: '/api/brand-products/mine',
    summary: "The brand partner's submissions with their review status and reason",
    tag: 'brand-products',
    responses: {
      200: { description: 'The submissions', body: BrandProductListResponse },
      401: errorResponse('Not signed in (UNAUTHENTICATED)'),
      403: errorResponse('The account is not a brand partner (FORBIDDEN)'),
    },
  },
  getAdminProductsPending: {
    method: 'get',
    path: '/api/admin/products/pending',
    summary: 'Submissions waiting for review (admin, support)',
    tag: 'brand-products',
    responses: {
      200: { description: 'Pending submissions', body: PendingProductListResponse },
      401: errorResponse('Not signed in (UNAUTHENTICATED)'),
      403: errorResponse('The account is neither admin nor support (FORBIDDEN)'),
    },
  },
  postAdminProductsByIdReview: {
    method: 'post',
    path: '/api/admin/products/{id}/review',
    summary: 'Approves a submission (it reaches the storefront) or rejects it with a reason (admin, support)',
    tag: 'brand-products',
    request: { params: ReviewProductParams, body: ReviewProductRequest },
    responses: {
      200: { description: 'The reviewed product', body: BrandProductResponse },
      400: errorResponse('No decision, or a rejection without a reason (VALIDATION_FAILED)'),
      401: errorResponse('Not signed in (UNAUTHENTICATED)'),
      403: errorResponse('The account is neither admin nor support (FORBIDDEN)'),
      404: errorResponse('No submission has this id (PRODUCT_NOT_FOUND)'),
      409: errorResponse('The submission was already reviewed (ALREADY_REVIEWED, details.reviewStatus)'),
    },
  },
  putBrandProductsByIdPhoto: {
    method: 'put',
    path: '/api/brand-products/{id}/photo',
    summary:
      "A brand partner's photo of their pending product: the image itself as the body (Content-Type image/jpeg, image/png or image/webp, at most 8 MB); stored resized to 800 px WebP without its metadata, replacing an earlier one",
    tag: 'brand-products',
    request: { params: ReviewProductParams },
    responses: {
      200: { description: 'The submission with its photo', body: BrandProductResponse },
      400: errorResponse('The body is not a readable image (PHOTO_NOT_AN_IMAGE) or a side is under 300 px (PHOTO_TOO_SMALL)'),
      401: errorResponse('Not signed in (UNAUTHENTICATED)'),
      403: errorResponse('The account is not a brand partner (FORBIDDEN)'),
      404: errorResponse('No submission of yours has this id (PRODUCT_NOT_FOUND)'),
      409: errorResponse('The submission was already reviewed: its photo no longer changes (ALREADY_REVIEWED)'),
      413: errorResponse('More than 8 MB or 40 megapixels (PHOTO_TOO_LARGE)'),
      415: errorResponse('Content-Type is not image/jpeg, image/png or image/webp (UNSUPPORTED_MEDIA_TYPE)'),
      503: errorResponse('The file store did not answer (FILE_STORE_UNAVAILABLE)'),
    },
  },
  getBrandProductsByIdPhoto: {
    method: 'get',
    path: '/api/brand-products/{id}/photo',
    summary: "A submission's uploaded photo before it is public: its partner, admin and support (never stored by caches)",
    tag: 'brand-products',
    request: { params: ReviewProductParams },
    responses: {
      200: { description: 'The photo', contentType: 'image/webp' },
      401: errorResponse('Not signed in (UNAUTHENTICATED)'),
      403: errorResponse('The account is neither a brand partner nor admin or support (FORBIDDEN)'),
      404: errorResponse('No submission you may see has this id (PRODUCT_NOT_FOUND), or it has no photo (PHOTO_NOT_FOUND)'),
    },
  },
  getProductPhotosByProductIdByFile: {
    method: 'get',
    path: '/api/product-photos/{productId}/{file}',
    summary: "An approved product's photo; the name is its content hash, so it is cached for a year",
    tag: 'brand-products',
    request: { params: ProductPhotoParams },
    responses: {
      200: { description: 'The photo (Cache-Control: public, max-age=31536000, immutable)', contentType: 'image/webp' },
      400: errorResponse('The file name is not a photo name (VALIDATION_FAILED)'),
      404: errorResponse('No approved product has this photo (PHOTO_NOT_FOUND)'),
    },
  },
} satisfies Record<string, ApiEndpoint>;
