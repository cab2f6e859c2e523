import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountUser } from '@common/contracts/accounts';
import { MODERATION_PAGE_SIZE, REVIEW_MODERATION_STATUSES } from '@common/contracts/reviews';
import type {
  CreateReviewRequest,
  HelpfulVoteResponse,
  ModeratedReview,
  ModerationQueueQuery,
  ModerationQueueResponse,
  ModerationRequest,
  ModerationResponse,
  OwnReview,
  Review,
  ReviewEligibilityResponse,
  ReviewErrorCode,
  ReviewListQuery,
  ReviewListResponse,
  ReviewModerationStatus,
} from '@common/contracts/reviews';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { PublicReadInvalidation } from '../../reads/read-cache';
import { accountNamesByIds } from '../accounts/accounts.exports';
import { productNotFound, productOnSaleBySlug, productsByIds, recordProductRating } from '../catalog/catalog.exports';
import type { CatalogProduct } from '../catalog/catalog.exports';
import { hasDeliveredPurchase } from '../orders/orders.exports';
import {
  approvedRatingOf,
  approvedStarCounts,
  decidePendingReview,
  findReviewById,
  findReviewOf,
  insertHelpfulVoteOnce,
  insertReviewOnce,
  listApprovedReviews,
  listReviewsByStatus,
} from './reviews.repository';
import type { ReviewRow } from './reviews.repository';
import { recordStaffWrite } from '../audit/audit.exports';
import type { StaffWrite } from '../audit/audit.exports';

/** A refusal with one of the codes the reviews contract declares. */
export function reviewError(status: number, code: ReviewErrorCode, message: string, details?: Record<string, unknown>): AppError {
  return new AppError(status, code, message, details);
}

/** "Priya Raman" → "Priya R."; a name of one word stays as it is; no name gives a neutral label, never the email. */
export function reviewAuthorName(displayName: string): string {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  // A display name that is an email address (some sign-ins set one) must not leak it.
  if (!first || first.includes('@')) return 'Verified buyer';
  const last = words.length > 1 ? words.at(-1) : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

function moderationStatus(row: ReviewRow): ReviewModerationStatus {
  if (!(REVIEW_MODERATION_STATUSES as readonly string[]).includes(row.status)) throw new Error(`Review ${row.id} has an unknown status ${row.status}`);
  return row.status as ReviewModerationStatus;
}

function toReview(row: ReviewRow, author: string): Review {
  return {
    id: row.id,
    productId: row.product_id,
    rating: row.rating,
    title: row.title,
    text: row.body,
    author,
    helpfulCount: row.helpful_count,
    createdAt: row.created_at,
  };
}

function toOwnReview(row: ReviewRow, author: string): OwnReview {
  return { ...toReview(row, author), status: moderationStatus(row), moderationReason: row.moderation_reason };
}

function reviewNotFound(id: string): AppError {
  return reviewError(404, 'REVIEW_NOT_FOUND', 'This review does not exist or is not published; reload the page to see the current reviews.', {
    reviewId: id,
  });
}

export interface ReviewsDependencies {
  db: Kysely<Database>;
  /** Told after a moderation decision: the product's rating and count on every cached public read change. */
  publicReads: PublicReadInvalidation;
}

export class ReviewsService {
  readonly #db: Kysely<Database>;
  readonly #publicReads: PublicReadInvalidation;

  constructor(deps: ReviewsDependencies) {
    this.#db = deps.db;
    this.#publicReads = deps.publicReads;
  }

  async list(slug: string, query: ReviewListQuery): Promise<ReviewListResponse> {
    const product = await this.#product(slug);
    const rows = await listApprovedReviews(this.#db, product.id, {
      sort: query.sort,
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    });
    const stars = await approvedStarCounts(this.#db, product.id);
    const count = [...stars.values()].reduce((sum, reviews) => sum + reviews, 0);
    const total = [...stars.entries()].reduce((sum, [rating, reviews]) => sum + rating * reviews, 0);
    const authors = await this.#authors(rows);
    return {
      reviews: rows.map((row) => toReview(row, authors.get(row.user_id) ?? 'Verified buyer')),
      total: count,
      page: query.page,
      pageSize: query.pageSize,
      summary: {
        average: count === 0 ? 0 : Math.round((total * 10) / count) / 10,
        count,
        distribution: [5, 4, 3, 2, 1].map((rating) => ({ stars: rating, count: stars.get(rating) ?? 0 })),
      },
    };
  }

  async eligibility(user: AccountUser, slug: string): Promise<ReviewEligibilityResponse> {
    const product = await this.#product(slug);
    const own = await findReviewOf(this.#db, product.id, user.id);
    if (own) return { canReview: false, reason: 'REVIEW_EXISTS', review: toOwnReview(own, reviewAuthorName(user.displayName)) };
    const verified = await hasDeliveredPurchase(this.#db, user.id, product.id);
    return { canReview: verified, reason: verified ? null : 'NOT_VERIFIED_BUYER', review: null };
  }

  /** The buyer's one review of the product, pending until staff approve it. */
  async create(user: AccountUser, slug: string, request: CreateReviewRequest, now = new Date()): Promise<OwnReview> {
    const product = await this.#product(slug);
    if (!(await hasDeliveredPurchase(this.#db, user.id, product.id))) {
      throw reviewError(
        403,
        'NOT_VERIFIED_BUYER',
        'Only buyers whose order with this product has been delivered can review it. You can write one once your order arrives.',
      );
    }
    const createdAt = now.toISOString();
    const row: ReviewRow = {
      id: randomUUID(),
      product_id: product.id,
      user_id: user.id,
      rating: request.rating,
      title: request.title,
      body: request.text,
      status: 'pending',
      moderation_reason: null,
      moderated_by: null,
      moderated_at: null,
      helpful_count: 0,
      created_at: createdAt,
      updated_at: createdAt,
    };
    if (!(await insertReviewOnce(this.#db, row))) {
      throw reviewError(409, 'REVIEW_EXISTS', 'You have already reviewed this product; each buyer writes one review per product.');
    }
    return toOwnReview(row, reviewAuthorName(user.displayName));
  }

  /** One vote per person; a repeat answers the same count without counting again. */
  async markHelpful(user: AccountUser, reviewId: string, now = new Date()): Promise<HelpfulVoteResponse> {
    const helpfulCount = await this.#db.transaction().execute(async (trx) => {
      const review = await findReviewById(trx, reviewId);
      if (!review || review.status !== 'approved') throw reviewNotFound(reviewId);
      if (review.user_id === user.id) throw reviewError(403, 'OWN_REVIEW', 'You cannot mark your own review as helpful.');
      const voted = await insertHelpfulVoteOnce(trx, { review_id: reviewId, user_id: user.id, created_at: now.toISOString() });
      if (!voted) return review.helpful_count;
      // An increment in one statement, so two people voting at once both count.
      const updated = await trx
        .updateTable('product_reviews')
        .set((eb) => ({ helpful_count: eb('helpful_count', '+', 1) }))
        .where('id', '=', reviewId)
        .returning('helpful_count')
        .executeTakeFirstOrThrow();
      return updated.helpful_count;
    });
    return { reviewId, helpfulCount, voted: true };
  }

  async queue(query: ModerationQueueQuery): Promise<ModerationQueueResponse> {
    const { rows, total } = await listReviewsByStatus(this.#db, query.status, {
      offset: (query.page - 1) * MODERATION_PAGE_SIZE,
      limit: MODERATION_PAGE_SIZE,
    });
    return { reviews: await this.#moderated(rows), total, page: query.page, pageSize: MODERATION_PAGE_SIZE };
  }

  /** Approves or rejects a pending review and recomputes the product's rating from approved reviews, in one transaction. */
  async moderate(moderator: AccountUser, reviewId: string, request: ModerationRequest, write: StaffWrite, now = new Date()): Promise<ModerationResponse> {
    const outcome = await this.#db.transaction().execute(async (trx) => {
      const decided = await decidePendingReview(trx, reviewId, {
        status: request.decision === 'approve' ? 'approved' : 'rejected',
        reason: request.reason ? request.reason : null,
        moderatorId: moderator.id,
        now: now.toISOString(),
      });
      const review = await findReviewById(trx, reviewId);
      if (!review) throw reviewNotFound(reviewId);
      if (!decided) {
        throw reviewError(409, 'REVIEW_ALREADY_MODERATED', `This review was already ${review.status}; reload the moderation queue.`, {
          status: review.status,
        });
      }
      const approved = request.decision === 'approve';
      const summary = `${approved ? 'Approved' : 'Rejected'} a ${review.rating}-star review of product ${review.product_id.slice(0, 8)}${request.reason ? `: ${request.reason}` : ''}`;
      await recordStaffWrite(trx, write, { action: approved ? 'review.approved' : 'review.rejected', entityType: 'review', entityId: reviewId, summary }, now);
      const rating = await approvedRatingOf(trx, review.product_id);
      await recordProductRating(trx, review.product_id, rating, now.toISOString());
      return { review, rating };
    });
    this.#publicReads.invalidate();
    const [review] = await this.#moderated([outcome.review]);
    if (!review) throw reviewNotFound(reviewId);
    return { review, product: { rating: outcome.rating.ratingTenths / 10, reviewCount: outcome.rating.reviewCount } };
  }

  async #product(slug: string): Promise<CatalogProduct> {
    const product = await productOnSaleBySlug(this.#db, slug);
    if (!product) throw productNotFound(slug);
    return product;
  }

  async #authors(rows: readonly ReviewRow[]): Promise<Map<string, string>> {
    const users = await accountNamesByIds(this.#db, [...new Set(rows.map((row) => row.user_id))]);
    return new Map([...users.values()].map((user) => [user.id, reviewAuthorName(user.displayName)]));
  }

  async #moderated(rows: readonly ReviewRow[]): Promise<ModeratedReview[]> {
    const authors = await this.#authors(rows);
    const products = await productsByIds(this.#db, [...new Set(rows.map((row) => row.product_id))]);
    return rows.map((row) => {
      const product = products.get(row.product_id);
      return {
        ...toOwnReview(row, authors.get(row.user_id) ?? 'Verified buyer'),
        product: { id: row.product_id, slug: product?.slug ?? '', name: product?.name ?? '' },
        authorId: row.user_id,
        moderatedAt: row.moderated_at,
      };
    });
  }
}
