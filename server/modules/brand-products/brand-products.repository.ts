import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ProductRow } from '../catalog/catalog.repository';

export function listSubmissionsOf(db: Kysely<Database>, userId: string): Promise<ProductRow[]> {
  return db.selectFrom('products').selectAll().where('submitted_by', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** Pending products with the account that submitted them, oldest first. */
export function listPendingWithSubmitter(db: Kysely<Database>) {
  return db
    .selectFrom('products')
    .leftJoin('users', 'users.id', 'products.submitted_by')
    .selectAll('products')
    .select(['users.email as submitter_email', 'users.display_name as submitter_name'])
    .where('products.review_status', '=', 'pending')
    .orderBy('products.created_at')
    .orderBy('products.id')
    .execute();
}

/** Decides a pending product; false when it is not pending (any more), so two reviewers cannot both decide. */
export async function decidePending(
  db: Kysely<Database>,
  id: string,
  decision: { status: 'approved' | 'rejected'; reason: string | null; reviewerId: string; badge: string | null; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set({
      review_status: decision.status,
      review_reason: decision.reason,
      reviewed_at: decision.now,
      reviewed_by: decision.reviewerId,
      badge: decision.badge,
      updated_at: decision.now,
    })
    .where('id', '=', id)
    .where('review_status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
