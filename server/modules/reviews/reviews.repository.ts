import type { Kysely, Selectable } from 'kysely';
import type { ReviewModerationStatus, ReviewSort } from '@common/contracts/reviews';
import type { Database, ProductReviewsTable, ReviewHelpfulVotesTable } from '../../db/schema';
import type { ProductRating } from '../catalog/catalog.exports';

export type ReviewRow = Selectable<ProductReviewsTable>;
export type HelpfulVoteRow = Selectable<ReviewHelpfulVotesTable>;

/** PostgreSQL answers count(*) and sum() as bigint text. */
function counted(value: string | number | bigint | null | undefined): number {
  return Number(value ?? 0);
}

/** Writes the review unless this person already reviewed the product (false): the unique constraint decides a race. */
export async function insertReviewOnce(db: Kysely<Database>, row: ReviewRow): Promise<boolean> {
  const inserted = await db
    .insertInto('product_reviews')
    .values(row)
    .onConflict((conflict) => conflict.columns(['product_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function findReviewById(db: Kysely<Database>, id: string): Promise<ReviewRow | undefined> {
  return db.selectFrom('product_reviews').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findReviewOf(db: Kysely<Database>, productId: string, userId: string): Promise<ReviewRow | undefined> {
  return db.selectFrom('product_reviews').selectAll().where('product_id', '=', productId).where('user_id', '=', userId).executeTakeFirst();
}

export async function listApprovedReviews(
  db: Kysely<Database>,
  productId: string,
  page: { sort: ReviewSort; offset: number; limit: number },
): Promise<ReviewRow[]> {
  let query = db.selectFrom('product_reviews').selectAll().where('product_id', '=', productId).where('status', '=', 'approved');
  if (page.sort === 'helpful') query = query.orderBy('helpful_count', 'desc');
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
}

/** Approved reviews per star rating. */
export async function approvedStarCounts(db: Kysely<Database>, productId: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('product_reviews')
    .select(['rating', (eb) => eb.fn.countAll<string | number>().as('reviews')])
    .where('product_id', '=', productId)
    .where('status', '=', 'approved')
    .groupBy('rating')
    .execute();
  return new Map(rows.map((row) => [row.rating, counted(row.reviews)]));
}

/** Average stars × 10 (rounded) and the count of the product's approved reviews. */
export async function approvedRatingOf(db: Kysely<Database>, productId: string): Promise<ProductRating> {
  const row = await db
    .selectFrom('product_reviews')
    .select((eb) => [eb.fn.countAll<string | number>().as('reviews'), eb.fn.sum<string | number | null>('rating').as('stars')])
    .where('product_id', '=', productId)
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  const reviewCount = counted(row.reviews);
  return { reviewCount, ratingTenths: reviewCount === 0 ? 0 : Math.round((counted(row.stars) * 10) / reviewCount) };
}

export async function listReviewsByStatus(
  db: Kysely<Database>,
  status: ReviewModerationStatus,
  page: { offset: number; limit: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const rows = await db
    .selectFrom('product_reviews')
    .selectAll()
    .where('status', '=', status)
    .orderBy('created_at')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const total = await db
    .selectFrom('product_reviews')
    .select((eb) => eb.fn.countAll<string | number>().as('reviews'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return { rows, total: counted(total.reviews) };
}

/** Decides a pending review; false when it is not pending (any more), so two moderators cannot both decide. */
export async function decidePendingReview(
  db: Kysely<Database>,
  id: string,
  decision: { status: 'approved' | 'rejected'; reason: string | null; moderatorId: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('product_reviews')
    .set({
      status: decision.status,
      moderation_reason: decision.reason,
      moderated_by: decision.moderatorId,
      moderated_at: decision.now,
      updated_at: decision.now,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records the vote unless this person already voted (false): the primary key decides a double click. */
export async function insertHelpfulVoteOnce(db: Kysely<Database>, vote: HelpfulVoteRow): Promise<boolean> {
  const inserted = await db
    .insertInto('review_helpful_votes')
    .values(vote)
    .onConflict((conflict) => conflict.columns(['review_id', 'user_id']).doNothing())
    .returning('review_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Sets helpful_count to the number of vote rows, and answers it. */
export async function recountHelpfulVotes(db: Kysely<Database>, reviewId: string): Promise<number> {
  const row = await db
    .selectFrom('review_helpful_votes')
    .select((eb) => eb.fn.countAll<string | number>().as('votes'))
    .where('review_id', '=', reviewId)
    .executeTakeFirstOrThrow();
  const votes = counted(row.votes);
  await db.updateTable('product_reviews').set({ helpful_count: votes }).where('id', '=', reviewId).execute();
  return votes;
}

/** Erasure: the account's helpful votes and reviews. */
export async function deleteReviewsOf(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx.deleteFrom('review_helpful_votes').where('user_id', '=', userId).execute();
  await trx.deleteFrom('product_reviews').where('user_id', '=', userId).execute();
}
