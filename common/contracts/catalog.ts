// Catalog: the public product list and product pages. Only products whose review status is approved are public.
//
// Images: `image` is a same-origin path such as /resources/products/omega-3-heart-shield.svg. The server serves
// the folder resources/products/ at /resources/products/ (Cache-Control: public, max-age=86400, with ETag), so
// the renderer puts the path straight into <img src>; the CSP's img-src 'self' already allows it. Brand-partner
// submissions get their guardian's artwork, /resources/products/brand-<guardian>.svg, until the partner uploads a
// photo: then /api/product-photos/<productId>/<hash>.webp, kept in the FileStore and served once the product is
// approved (brand-products.ts).
import { z } from 'zod';
import { MAX_QUANTITY_PER_LINE, PRODUCT_BADGES, STOREFRONT_CURRENCIES } from '../commerce';
import { PRODUCT_CATEGORIES } from '../chat-guardians';
import { GUARDIAN_IDS } from '../guardians';
import type { ApiEndpoint } from './api-endpoint';
import { errorResponse } from './errors';
import { DEFAULT_PRODUCT_PAGE_SIZE, MAX_PRODUCT_PAGE_SIZE, PRODUCT_SORTS } from './constants';

export { DEFAULT_PRODUCT_PAGE_SIZE, MAX_PRODUCT_PAGE_SIZE, PRODUCT_SORTS, productSortOf } from './constants';
export type { ProductSort } from './constants';

export const PRODUCT_IMAGE_PATH_PREFIX = '/resources/products/';
/** Where an approved product's uploaded photo is served: `${PRODUCT_PHOTO_PATH_PREFIX}<productId>/<hash>.webp`. */
export const PRODUCT_PHOTO_PATH_PREFIX = '/api/product-photos/';

export const ProductCategory = z.enum(PRODUCT_CATEGORIES as [string, ...string[]]).describe('A chat product category of spec 3, e.g. probiotics.');
export const MoneyAmount = z.number().int().min(0).describe('Integer minor units (paise, cents) of `currency`.');
export const Currency = z.enum(STOREFRONT_CURRENCIES);

export const Product = z
  .object({
    id: z.string(),
    slug: z.string().describe('URL name: /marketplace/product/{slug}.'),
    name: z.string(),
    brand: z.string(),
    description: z.string(),
    guardian: z.enum(GUARDIAN_IDS),
    categories: z.array(ProductCategory).min(1),
    price: MoneyAmount,
    originalPrice: MoneyAmount.describe('Before the product discount; equals price when there is none.'),
    currency: Currency,
    discount: z.number().int().min(0).max(100).describe('Whole percent of originalPrice saved; 0 for none.'),
    badge: z.enum(PRODUCT_BADGES).nullable(),
    stock: z.number().int().min(0),
    image: z.string().describe('Same-origin path: artwork under /resources/products/, or an uploaded photo under /api/product-photos/.'),
    rating: z.number().min(0).max(5).describe('Average review stars, one decimal.'),
    reviewCount: z.number().int().min(0),
    affiliate_link: z.url().optional().describe('Partner shop page; when present the product is bought there.'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof Product>;

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

export const ProductListQuery = z
  .object({
    guardian: z.enum(GUARDIAN_IDS).optional(),
    category: ProductCategory.optional(),
    deals: booleanFlag.optional().describe('true: only products sold below their original price.'),
    q: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .optional()
      .describe(
        'Words searched in name, brand, description, categories and guardian, case-insensitive; every word (or a synonym of it, e.g. "fish oil" for omega) must be found, allowing typos ("omgea" finds omega) and word starts ("magnes").',
      ),
    sort: z.enum(PRODUCT_SORTS).default('featured').describe('featured: most reviewed first; with q, the best match first.'),
    page: z.coerce.number<string>().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number<string>().int().min(1).max(MAX_PRODUCT_PAGE_SIZE).default(DEFAULT_PRODUCT_PAGE_SIZE),
  })
  .meta({ id: 'ProductListQuery' });
export type ProductListQuery = z.output<typeof ProductListQuery>;

export const ProductListResponse = z
  .object({
    products: z.array(Product),
    total: z.number().int().min(0).describe('Matching products over all pages.'),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1).max(MAX_PRODUCT_PAGE_SIZE),
    suggestion: z
      .string()
      .nullable()
      .optional()
      .describe(
        'Only with q: the query spelt with the catalog\'s own words ("omega" for "omgea") when some word matched only as a typo or nothing matched; null when there is nothing better to offer.',
      ),
  })
  .meta({ id: 'ProductListResponse' });
export type ProductListResponse = z.infer<typeof ProductListResponse>;

export const ProductSlugParams = z.object({ slug: z.string().trim().min(1).max(200) });

export const FactIngredient = z
  .object({
    name: z.string(),
    amount: z.number().min(0).describe('Per serving, in `unit`.'),
    unit: z.string().describe('mg, mcg, g, IU, billion CFU, kcal, …'),
    dailyValuePercent: z.number().int().min(0).nullable().describe('Whole percent of the adult daily value; null where none is set.'),
  })
  .meta({ id: 'FactIngredient' });
export type FactIngredient = z.infer<typeof FactIngredient>;

export const ProductWarning = z
  .object({
    topic: z.string().describe("The chat caution it comes from ('anticoagulant', 'pregnancy', …), 'allergen' or 'general'."),
    situation: z.string().describe('Who it concerns: "A blood thinner", "Pregnancy or breastfeeding", "Allergens".'),
    text: z.string(),
  })
  .meta({ id: 'ProductWarning' });
export type ProductWarning = z.infer<typeof ProductWarning>;

export const ProductFacts = z
  .object({
    servingSize: z.string(),
    servingsPerContainer: z.number().int().min(1),
    ingredients: z.array(FactIngredient).describe('Amount per serving, in label order.'),
    otherIngredients: z.string(),
    directions: z.string(),
    warnings: z.array(ProductWarning).describe("Derived from the guardians' chat cautions by the product's ingredients, the same rules the chat applies."),
    storage: z.string(),
  })
  .meta({ id: 'ProductFacts' });
export type ProductFacts = z.infer<typeof ProductFacts>;

export const ProductVerification = z
  .object({
    label: z.string().describe('"Verified by Guardians".'),
    detail: z.string().describe('What the verification covered.'),
    verifiedAt: z.iso.datetime().nullable().describe('When staff approved the listing.'),
  })
  .meta({ id: 'ProductVerification' });
export type ProductVerification = z.infer<typeof ProductVerification>;

export const ProductResponse = z
  .object({
    product: Product,
    facts: ProductFacts.nullable().describe('The label facts; null for a listing whose facts have not been entered yet.'),
    verification: ProductVerification.describe('Every public product passed staff review.'),
  })
  .meta({ id: 'ProductResponse' });
export type ProductResponse = z.infer<typeof ProductResponse>;

/** A product id in a path or body: unknown ids answer 404 PRODUCT_NOT_FOUND, so only the length is checked here. */
export const ProductId = z.string().trim().min(1).max(64);
export const Quantity = z.number().int().min(1).max(MAX_QUANTITY_PER_LINE).describe(`1 to ${MAX_QUANTITY_PER_LINE}.`);

export const CATALOG_ERROR_CODES = ['PRODUCT_NOT_FOUND'] as const;

export const catalogEndpoints = {
  getProducts: {
    method: 'get',
    path: '/api/products',
    summary: 'Approved products, filtered, searched, sorted and paged',
    tag: 'catalog',
    request: { query: ProductListQuery },
    responses: {
      200: { description: 'One page of products and the total count', body: ProductListResponse },
      400: errorResponse('A filter, sort or page value is invalid (VALIDATION_FAILED)'),
    },
  },
  getProductsBySlug: {
    method: 'get',
    path: '/api/products/{slug}',
    summary: 'One approved product by its slug',
    tag: 'catalog',
    request: { params: ProductSlugParams },
    responses: {
      200: { description: 'The product with its label facts and verification', body: ProductResponse },
      404: errorResponse('No approved product has this slug (PRODUCT_NOT_FOUND)'),
    },
  },
} satisfies Record<string, ApiEndpoint>;
