import type { Insertable, Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import type { ProductSort } from '@common/contracts/catalog';
import type { Database, ProductFactIngredientsTable, ProductFactsTable, ProductsTable } from '../../db/schema';

export type ProductRow = Selectable<ProductsTable>;

export interface ProductFilter {
  guardian?: string | undefined;
  category?: string | undefined;
  deals?: boolean | undefined;
}

function approvedMatching(db: Kysely<Database>, filter: ProductFilter): SelectQueryBuilder<Database, 'products', object> {
  let query = db.selectFrom('products').where('review_status', '=', 'approved');
  if (filter.guardian) query = query.where('guardian', '=', filter.guardian);
  if (filter.category) {
    const category = filter.category;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('product_categories')
          .select('product_categories.product_id')
          .whereRef('product_categories.product_id', '=', 'products.id')
          .where('product_categories.category', '=', category),
      ),
    );
  }
  if (filter.deals) query = query.whereRef('price', '<', 'original_price');
  return query;
}

function sorted<O>(query: SelectQueryBuilder<Database, 'products', O>, sort: ProductSort): SelectQueryBuilder<Database, 'products', O> {
  switch (sort) {
    case 'price_asc':
      return query.orderBy('price', 'asc').orderBy('id');
    case 'price_desc':
      return query.orderBy('price', 'desc').orderBy('id');
    case 'rating':
      return query.orderBy('rating_tenths', 'desc').orderBy('review_count', 'desc').orderBy('id');
    case 'newest':
      return query.orderBy('created_at', 'desc').orderBy('id');
    case 'featured':
      return query.orderBy('review_count', 'desc').orderBy('rating_tenths', 'desc').orderBy('id');
  }
}

export async function listApprovedProducts(
  db: Kysely<Database>,
  filter: ProductFilter,
  page: { sort: ProductSort; offset: number; limit: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  const rows = await sorted(approvedMatching(db, filter).selectAll('products'), page.sort).limit(page.limit).offset(page.offset).execute();
  const counted = await approvedMatching(db, filter)
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a bigint string.
  return { rows, total: Number(counted.total) };
}

/** The search's matches that pass the filters, all of them in the sort's order: the search ranks and pages them. */
export function listApprovedProductsAmong(db: Kysely<Database>, ids: readonly string[], filter: ProductFilter, sort: ProductSort): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return sorted(
    approvedMatching(db, filter)
      .selectAll('products')
      .where('id', 'in', [...ids]),
    sort,
  ).execute();
}

export function findApprovedProductBySlug(db: Kysely<Database>, slug: string): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('slug', '=', slug).where('review_status', '=', 'approved').executeTakeFirst();
}

export function findProductById(db: Kysely<Database>, id: string): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findApprovedProductsByIds(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where('id', 'in', [...ids])
    .where('review_status', '=', 'approved')
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Products of any review status, e.g. for a cart that must still show a product withdrawn from sale. */
export async function findProductsByIds(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** The whole approved catalog, by id: what the chat's knowledge base may recommend. */
export function listAllApprovedProducts(db: Kysely<Database>): Promise<ProductRow[]> {
  return db.selectFrom('products').selectAll().where('review_status', '=', 'approved').orderBy('id').execute();
}

export interface RecommendedProductRow {
  id: string;
  slug: string;
  name: string;
}

/** The best-rated approved products of a guardian: only what the storefront actually sells. */
export function listTopRatedProducts(db: Kysely<Database>, guardianId: string, limit: number): Promise<RecommendedProductRow[]> {
  return db
    .selectFrom('products')
    .select(['id', 'slug', 'name'])
    .where('review_status', '=', 'approved')
    .where('guardian', '=', guardianId)
    .orderBy('rating_tenths', 'desc')
    .orderBy('review_count', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** A brand partner's submissions, newest first. */
export function listProductsSubmittedBy(db: Kysely<Database>, userId: string): Promise<ProductRow[]> {
  return db.selectFrom('products').selectAll().where('submitted_by', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** Products waiting for review, oldest first. */
export function listPendingProducts(db: Kysely<Database>): Promise<ProductRow[]> {
  return db.selectFrom('products').selectAll().where('review_status', '=', 'pending').orderBy('created_at').orderBy('id').execute();
}

/** Decides a pending product; false when it is not pending (any more), so two reviewers cannot both decide. */
export async function decidePendingProduct(
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

/**
 * Gives a pending submission of `partnerId` its photo (served path and FileStore key). False when the product is not
 * theirs or no longer pending: a photo never changes under a reviewer's decision.
 */
export async function setPendingProductPhoto(
  db: Kysely<Database>,
  id: string,
  partnerId: string,
  photo: { image: string; photoKey: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set({ image: photo.image, photo_key: photo.photoKey, updated_at: photo.now })
    .where('id', '=', id)
    .where('submitted_by', '=', partnerId)
    .where('review_status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function slugExists(db: Kysely<Database>, slug: string): Promise<boolean> {
  return db
    .selectFrom('products')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst()
    .then((row) => row !== undefined);
}

/** Categories of each product, in the order they were given. */
export async function categoriesOf(db: Kysely<Database>, productIds: readonly string[]): Promise<Map<string, string[]>> {
  const categories = new Map<string, string[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return categories;
  const rows = await db
    .selectFrom('product_categories')
    .select(['product_id', 'category'])
    .where('product_id', 'in', [...productIds])
    .orderBy('product_id')
    .orderBy('category')
    .execute();
  for (const row of rows) categories.get(row.product_id)?.push(row.category);
  return categories;
}

/** Writes the product and its categories; an existing slug is left as it is (false). */
export async function insertProductOnce(db: Kysely<Database>, row: Insertable<ProductsTable>, categories: readonly string[]): Promise<boolean> {
  const inserted = await db
    .insertInto('products')
    .values(row)
    .onConflict((conflict) => conflict.column('slug').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  await db
    .insertInto('product_categories')
    .values(categories.map((category) => ({ product_id: row.id, category })))
    .execute();
  return true;
}

/**
 * Takes `quantity` units if that many are left, in one statement, so two buyers of the last unit cannot both
 * succeed whatever the isolation level; false when too few were left.
 */
export async function takeStock(db: Kysely<Database>, productId: string, quantity: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '-', quantity), updated_at: now }))
    .where('id', '=', productId)
    .where('review_status', '=', 'approved')
    .where('stock', '>=', quantity)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Puts units of a cancelled order back on the shelf (whatever the product's review status is now). */
export async function returnStock(db: Kysely<Database>, productId: string, quantity: number, now: string): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '+', quantity), updated_at: now }))
    .where('id', '=', productId)
    .execute();
}

/** Average stars × 10 and the number of approved reviews, as the reviews module computed them. */
export interface ProductRating {
  ratingTenths: number;
  reviewCount: number;
}

export async function setProductRating(db: Kysely<Database>, productId: string, rating: ProductRating, now: string): Promise<void> {
  await db
    .updateTable('products')
    .set({ rating_tenths: rating.ratingTenths, review_count: rating.reviewCount, updated_at: now })
    .where('id', '=', productId)
    .execute();
}

export type ProductFactsRow = Selectable<ProductFactsTable>;
export type ProductFactIngredientRow = Selectable<ProductFactIngredientsTable>;

export async function findProductFacts(
  db: Kysely<Database>,
  productId: string,
): Promise<{ facts: ProductFactsRow; ingredients: ProductFactIngredientRow[] } | undefined> {
  const facts = await db.selectFrom('product_facts').selectAll().where('product_id', '=', productId).executeTakeFirst();
  if (!facts) return undefined;
  const ingredients = await db.selectFrom('product_fact_ingredients').selectAll().where('product_id', '=', productId).orderBy('position').execute();
  return { facts, ingredients };
}

/** Writes a product's facts and ingredient lines unless it has facts already (false). */
export async function insertProductFactsOnce(db: Kysely<Database>, facts: ProductFactsRow, ingredients: readonly ProductFactIngredientRow[]): Promise<boolean> {
  const inserted = await db
    .insertInto('product_facts')
    .values(facts)
    .onConflict((conflict) => conflict.column('product_id').doNothing())
    .returning('product_id')
    .executeTakeFirst();
  if (!inserted) return false;
  if (ingredients.length > 0)
    await db
      .insertInto('product_fact_ingredients')
      .values([...ingredients])
      .execute();
  return true;
}
