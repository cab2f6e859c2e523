// Issue 14, product pages and reviews: the label facts of each product (serving, ingredient amounts, directions,
// storage) and customer reviews with their helpful votes. A review is public once staff approve it; the product's
// rating_tenths and review_count are recomputed from approved reviews in the moderation's transaction.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_facts')
    .addColumn('product_id', 'varchar(36)', (column) => column.primaryKey().references('products.id').onDelete('cascade'))
    .addColumn('serving_size', 'varchar(100)', (column) => column.notNull())
    .addColumn('servings_per_container', 'integer', (column) => column.notNull())
    .addColumn('other_ingredients', 'text', (column) => column.notNull())
    .addColumn('directions', 'text', (column) => column.notNull())
    .addColumn('storage', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('product_fact_ingredients')
    .addColumn('product_id', 'varchar(36)', (column) => column.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('name', 'varchar(200)', (column) => column.notNull())
    // double precision, not real: PostgreSQL's real would hand 0.1 back as 0.100000001.
    .addColumn('amount', 'double precision', (column) => column.notNull())
    .addColumn('unit', 'varchar(24)', (column) => column.notNull())
    // Whole percent of the adult daily value; null where no daily value is set for the ingredient.
    .addColumn('daily_value_percent', 'integer')
    .addPrimaryKeyConstraint('product_fact_ingredients_pk', ['product_id', 'position'])
    .execute();

  await db.schema
    .createTable('product_reviews')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('product_id', 'varchar(36)', (column) => column.notNull().references('products.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (column) => column.notNull())
    .addColumn('title', 'varchar(120)', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('moderation_reason', 'varchar(1000)')
    .addColumn('moderated_by', 'varchar(36)', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('moderated_at', 'varchar(32)')
    // Kept in step with review_helpful_votes in the vote's transaction, so "most helpful" sorts on a column.
    .addColumn('helpful_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    // One review per buyer and product, whatever two racing requests do.
    .addUniqueConstraint('product_reviews_product_user_unique', ['product_id', 'user_id'])
    .execute();
  await db.schema.createIndex('product_reviews_product_status_idx').on('product_reviews').columns(['product_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('product_reviews_status_created_idx').on('product_reviews').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('review_helpful_votes')
    .addColumn('review_id', 'varchar(36)', (column) => column.notNull().references('product_reviews.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('review_helpful_votes_pk', ['review_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('review_helpful_votes').execute();
  await db.schema.dropTable('product_reviews').execute();
  await db.schema.dropTable('product_fact_ingredients').execute();
  await db.schema.dropTable('product_facts').execute();
}
