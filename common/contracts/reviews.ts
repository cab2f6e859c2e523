// Product reviews (issue 14). A verified buyer (an order of theirs with this product was delivered) writes one
// review per product; it stays pending, and off the product page, until an admin or support approves it. The
// product's rating and reviewCount are always computed from its approved reviews. Each signed-in person may mark
// another person's review helpful once.
import { z } from 'zod';
import type { ApiEndpoint } from './api-endpoint';
import { ProductSlugParams } from './catalog';
import { errorResponse } from './errors';

export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_MODERATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewModerationStatus = (typeof REVIEW_MODERATION_STATUSES)[number];
export const REVIEW_DECISIONS = ['approve', 'reject'] as const;

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
export const DEFAULT_REVIEW_PAGE_SIZE = 5;
export const MAX_REVIEW_PAGE_SIZE = 20;

export const ReviewRating = z.number().int().min(1).max(5).describe('Stars, 1 to 5.');

export const CreateReviewRequest = z
  .object({
    rating: ReviewRating,
    title: z.string().trim().min(1, 'give your review a title').max(REVIEW_TITLE_MAX),
    text: z
      .string()
      .trim()
      .min(REVIEW_TEXT_MIN, `write at least ${REVIEW_TEXT_MIN} characters`)
      .max(REVIEW_TEXT_MAX)
      .describe(`${REVIEW_TEXT_MIN} to ${REVIEW_TEXT_MAX} characters after trimming.`),
  })
  .meta({ id: 'CreateReviewRequest' });
export type CreateReviewRequest = z.infer<typeof CreateReviewRequest>;

export const Review = z
  .object({
    id: z.string(),
    productId: z.string(),
    rating: ReviewRating,
    title: z.string(),
    text: z.string(),
    author: z.string().describe('First name and the initial of the last name ("Priya R."); never an email address.'),
    helpfulCount: z.number().int().min(0),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof Review>;

export const OwnReview = Review.extend({
  status: z.enum(REVIEW_MODERATION_STATUSES),
  moderationReason: z.string().nullable().describe("The moderator's note, e.g. why it was rejected."),
}).meta({ id: 'OwnReview' });
export type OwnReview = z.infer<typeof OwnReview>;

export const ReviewListQuery = z
  .object({
    sort: z.enum(REVIEW_SORTS).default('newest').describe('helpful: most helpful votes first.'),
    page: z.coerce.number<string>().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number<string>().int().min(1).max(MAX_REVIEW_PAGE_SIZE).default(DEFAULT_REVIEW_PAGE_SIZE),
  })
  .meta({ id: 'ReviewListQuery' });
export type ReviewListQuery = z.output<typeof ReviewListQuery>;

export const ReviewSummary = z
  .object({
    average: z.number().min(0).max(5).describe('Average stars of approved reviews, one decimal; 0 when there are none.'),
    count: z.number().int().min(0),
    distribution: z
      .array(z.object({ stars: ReviewRating, count: z.number().int().min(0) }))
      .length(5)
      .describe('Approved reviews per star rating, 5 stars first.'),
  })
  .meta({ id: 'ReviewSummary' });
export type ReviewSummary = z.infer<typeof ReviewSummary>;

export const ReviewListResponse = z
  .object({
    reviews: z.array(Review),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1).max(MAX_REVIEW_PAGE_SIZE),
    summary: ReviewSummary,
  })
  .meta({ id: 'ReviewListResponse' });
export type ReviewListResponse = z.infer<typeof ReviewListResponse>;

export const OwnReviewResponse = z.object({ review: OwnReview }).meta({ id: 'OwnReviewResponse' });
export type OwnReviewResponse = z.infer<typeof OwnReviewResponse>;

export const REVIEW_INELIGIBLE_REASONS = ['NOT_VERIFIED_BUYER', 'REVIEW_EXISTS'] as const;
export const ReviewEligibilityResponse = z
  .object({
    canReview: z.boolean(),
    reason: z.enum(REVIEW_INELIGIBLE_REASONS).nullable().describe('Why not: no delivered order with this product, or a review already written.'),
    review: OwnReview.nullable().describe("The person's own review of this product, whatever its status."),
  })
  .meta({ id: 'ReviewEligibilityResponse' });
export type ReviewEligibilityResponse = z.infer<typeof ReviewEligibilityResponse>;

export const ReviewIdParams = z.object({ id: z.string().trim().min(1).max(64) });

export const HelpfulVoteResponse = z
  .object({ reviewId: z.string(), helpfulCount: z.number().int().min(0), voted: z.literal(true) })
  .meta({ id: 'HelpfulVoteResponse' });
export type HelpfulVoteResponse = z.infer<typeof HelpfulVoteResponse>;

export const ModerationQueueQuery = z
  .object({
    status: z.enum(REVIEW_MODERATION_STATUSES).default('pending'),
    page: z.coerce.number<string>().int().min(1).max(10_000).default(1),
  })
  .meta({ id: 'ModerationQueueQuery' });
export type ModerationQueueQuery = z.output<typeof ModerationQueueQuery>;

export const MODERATION_PAGE_SIZE = 20;

export const ModeratedReview = OwnReview.extend({
  product: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
  authorId: z.string(),
  moderatedAt: z.iso.datetime().nullable(),
}).meta({ id: 'ModeratedReview' });
export type ModeratedReview = z.infer<typeof ModeratedReview>;

export const ModerationQueueResponse = z
  .object({
    reviews: z.array(ModeratedReview).describe('Oldest first: first written, first moderated.'),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  })
  .meta({ id: 'ModerationQueueResponse' });
export type ModerationQueueResponse = z.infer<typeof ModerationQueueResponse>;

export const ModerationRequest = z
  .object({
    decision: z.enum(REVIEW_DECISIONS),
    reason: z.string().trim().max(1000).optional().describe('A note for the author, e.g. why the review was rejected.'),
  })
  .meta({ id: 'ModerationRequest' });
export type ModerationRequest = z.infer<typeof ModerationRequest>;

export const ModerationResponse = z
  .object({
    review: ModeratedReview,
    product: z.object({ rating: z.number().min(0).max(5), reviewCount: z.number().int().min(0) }).describe('Recomputed from approved reviews.'),
  })
  .meta({ id: 'ModerationResponse' });
export type ModerationResponse = z.infer<typeof ModerationResponse>;

export const REVIEW_ERROR_CODES = [
  'PRODUCT_NOT_FOUND',
  'NOT_VERIFIED_BUYER',
  'REVIEW_EXISTS',
  'REVIEW_NOT_FOUND',
  'REVIEW_ALREADY_MODERATED',
  'OWN_REVIEW',
] as const;
export type ReviewErrorCode = (typeof REVIEW_ERROR_CODES)[number];

const signedOut = errorResponse('Not signed in (UNAUTHENTICATED)');
const notStaff = errorResponse('The account is neither admin nor support (FORBIDDEN)');

export const reviewEndpoints = {
  getProductsBySlugReviews: {
    method: 'get',
    path: '/api/products/{slug}/reviews',
    summary: 'Approved reviews of a product, newest or most helpful first, paged, with the rating summary',
    tag: 'reviews',
    request: { params: ProductSlugParams, query: ReviewListQuery },
    responses: {
      200: { description: 'One page of reviews', body: ReviewListResponse },
      400: errorResponse('A sort or page value is invalid (VALIDATION_FAILED)'),
      404: errorResponse('No approved product has this slug (PRODUCT_NOT_FOUND)'),
    },
  },
  postProductsBySlugReviews: {
    method: 'post',
    path: '/api/products/{slug}/reviews',
    summary: 'A verified buyer writes their one review of the product; it waits for moderation',
    tag: 'reviews',
    request: { params: ProductSlugParams, body: CreateReviewRequest },
    responses: {
      201: { description: 'The pending review', body: OwnReviewResponse },
      400: errorResponse('Stars, title or text missing or out of range (VALIDATION_FAILED)'),
      401: signedOut,
      403: errorResponse('No delivered order of this account contains the product (NOT_VERIFIED_BUYER)'),
      404: errorResponse('No approved product has this slug (PRODUCT_NOT_FOUND)'),
      409: errorResponse('This account already reviewed the product (REVIEW_EXISTS)'),
    },
  },
  getProductsBySlugReviewsEligibility: {
    method: 'get',
    path: '/api/products/{slug}/reviews/eligibility',
    summary: 'Whether the signed-in person may review the product, and their own review if any',
    tag: 'reviews',
    request: { params: ProductSlugParams },
    responses: {
      200: { description: 'Eligibility and own review', body: ReviewEligibilityResponse },
      401: signedOut,
      404: errorResponse('No approved product has this slug (PRODUCT_NOT_FOUND)'),
    },
  },
  postReviewsByIdHelpful: {
    method: 'post',
    path: '/api/reviews/{id}/helpful',
    summary: "Marks another person's approved review helpful, once per person (a repeat changes nothing)",
    tag: 'reviews',
    request: { params: ReviewIdParams },
    responses: {
      200: { description: 'The review’s helpful count', body: HelpfulVoteResponse },
      401: signedOut,
      403: errorResponse('The review is your own (OWN_REVIEW)'),
      404: errorResponse('No approved review has this id (REVIEW_NOT_FOUND)'),
    },
  },
  getAdminReviews: {
    method: 'get',
    path: '/api/admin/reviews',
    summary: 'The moderation queue: reviews by status, oldest first (admin, support)',
    tag: 'reviews',
    request: { query: ModerationQueueQuery },
    responses: {
      200: { description: 'One page of reviews', body: ModerationQueueResponse },
      400: errorResponse('An unknown status or page (VALIDATION_FAILED)'),
      401: signedOut,
      403: notStaff,
    },
  },
  postAdminReviewsByIdModeration: {
    method: 'post',
    path: '/api/admin/reviews/{id}/moderation',
    summary: "Approves a pending review (it appears on the product page) or rejects it; recomputes the product's rating (admin, support)",
    tag: 'reviews',
    request: { params: ReviewIdParams, body: ModerationRequest },
    responses: {
      200: { description: 'The moderated review and the product’s new rating', body: ModerationResponse },
      400: errorResponse('No decision (VALIDATION_FAILED)'),
      401: signedOut,
      403: notStaff,
      404: errorResponse('No review has this id (REVIEW_NOT_FOUND)'),
      409: errorResponse('The review was already moderated (REVIEW_ALREADY_MODERATED, details.status)'),
    },
  },
} satisfies Record<string, ApiEndpoint>;
