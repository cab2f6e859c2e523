// Commerce issue: the catalog (with brand-partner review status), server carts, orders and their lines, experts with
// weekly availability, consultation bookings and testimonials. Money columns are integer minor units.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('slug', 'varchar(200)', (column) => column.notNull().unique())
    .addColumn('name', 'varchar(200)', (column) => column.notNull())
    .addColumn('brand', 'varchar(100)', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('guardian', 'varchar(32)', (column) => column.notNull())
    .addColumn('price', 'integer', (column) => column.notNull())
    .addColumn('original_price', 'integer', (column) => column.notNull())
    .addColumn('currency', 'varchar(3)', (column) => column.notNull())
    .addColumn('badge', 'varchar(16)')
    .addColumn('stock', 'integer', (column) => column.notNull())
    .addColumn('image', 'varchar(300)', (column) => column.notNull())
    // Tenths of a star as an integer: a float column would hand 4.699999 back from PostgreSQL's real.
    .addColumn('rating_tenths', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('review_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('affiliate_link', 'varchar(2048)')
    .addColumn('review_status', 'varchar(16)', (column) => column.notNull())
    .addColumn('review_reason', 'varchar(1000)')
    .addColumn('reviewed_at', 'varchar(32)')
    .addColumn('reviewed_by', 'varchar(36)', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('submitted_by', 'varchar(36)', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('products_status_guardian_idx').on('products').columns(['review_status', 'guardian']).execute();
  await db.schema.createIndex('products_submitted_by_idx').on('products').column('submitted_by').execute();

  await db.schema
    .createTable('product_categories')
    .addColumn('product_id', 'varchar(36)', (column) => column.notNull().references('products.id').onDelete('cascade'))
    .addColumn('category', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('product_categories_pk', ['product_id', 'category'])
    .execute();
  await db.schema.createIndex('product_categories_category_idx').on('product_categories').column('category').execute();

  await db.schema
    .createTable('cart_items')
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'varchar(36)', (column) => column.notNull().references('products.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (column) => column.notNull())
    .addColumn('added_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('cart_items_pk', ['user_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'varchar(200)', (column) => column.notNull())
    // SHA-256 of the request as the server understood it: a reused key with another body is refused, not replayed.
    .addColumn('request_fingerprint', 'varchar(64)', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('subtotal', 'integer', (column) => column.notNull())
    .addColumn('discount', 'integer', (column) => column.notNull())
    .addColumn('total', 'integer', (column) => column.notNull())
    .addColumn('currency', 'varchar(3)', (column) => column.notNull())
    .addColumn('promo_code', 'varchar(32)')
    // Set to the user id when GUARDIAN10 is redeemed: the unique constraint makes the first-order promo once-only
    // even when two checkouts race.
    .addColumn('first_order_promo_user_id', 'varchar(36)', (column) => column.unique())
    .addColumn('attribution_ref', 'varchar(64)')
    .addColumn('attribution_guardian', 'varchar(32)')
    .addColumn('attribution_product', 'varchar(200)')
    .addColumn('payment_provider', 'varchar(32)', (column) => column.notNull())
    .addColumn('payment_reference', 'varchar(200)', (column) => column.notNull())
    .addColumn('reward_coins', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addUniqueConstraint('orders_user_idempotency_key_unique', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('orders_user_created_idx').on('orders').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('order_id', 'varchar(36)', (column) => column.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('product_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('product_slug', 'varchar(200)', (column) => column.notNull())
    .addColumn('product_name', 'varchar(200)', (column) => column.notNull())
    .addColumn('image', 'varchar(300)', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull())
    .addColumn('unit_price', 'integer', (column) => column.notNull())
    .addColumn('original_unit_price', 'integer', (column) => column.notNull())
    .addColumn('line_total', 'integer', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('order_lines_order_idx').on('order_lines').column('order_id').execute();

  await db.schema
    .createTable('experts')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('slug', 'varchar(200)', (column) => column.notNull().unique())
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (column) => column.notNull())
    .addColumn('profession', 'varchar(32)', (column) => column.notNull())
    .addColumn('title', 'varchar(200)', (column) => column.notNull())
    .addColumn('guardian_focus', 'varchar(32)', (column) => column.notNull())
    .addColumn('rating_tenths', 'integer', (column) => column.notNull())
    .addColumn('review_count', 'integer', (column) => column.notNull())
    .addColumn('bio', 'text', (column) => column.notNull())
    .addColumn('price', 'integer', (column) => column.notNull())
    .addColumn('currency', 'varchar(3)', (column) => column.notNull())
    .addColumn('session_minutes', 'integer', (column) => column.notNull())
    // Comma-separated: a handful of language names, never queried one by one.
    .addColumn('languages', 'varchar(300)', (column) => column.notNull())
    .addColumn('years_experience', 'integer', (column) => column.notNull())
    .addColumn('image', 'varchar(300)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('expert_availability')
    .addColumn('expert_id', 'varchar(36)', (column) => column.notNull().references('experts.id').onDelete('cascade'))
    .addColumn('weekday', 'integer', (column) => column.notNull())
    .addColumn('start_minute', 'integer', (column) => column.notNull())
    .addColumn('end_minute', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('expert_availability_pk', ['expert_id', 'weekday', 'start_minute'])
    .execute();

  await db.schema
    .createTable('consultations')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('expert_id', 'varchar(36)', (column) => column.notNull().references('experts.id').onDelete('cascade'))
    // The expert's account, so the partner dashboards can list their bookings without joining through experts.
    .addColumn('expert_user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('starts_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('ends_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    // "<expertId>@<startsAt>" while booked, NULL once cancelled: a unique column both databases index the same
    // way, so one slot holds one active booking however many requests race for it.
    .addColumn('active_slot_key', 'varchar(120)', (column) => column.unique())
    .addColumn('price', 'integer', (column) => column.notNull())
    .addColumn('currency', 'varchar(3)', (column) => column.notNull())
    .addColumn('notes', 'varchar(1000)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('cancelled_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('consultations_customer_idx').on('consultations').columns(['customer_user_id', 'starts_at']).execute();
  await db.schema.createIndex('consultations_expert_user_idx').on('consultations').columns(['expert_user_id', 'starts_at']).execute();
  await db.schema.createIndex('consultations_expert_starts_idx').on('consultations').columns(['expert_id', 'starts_at']).execute();

  await db.schema
    .createTable('testimonials')
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('guardian', 'varchar(32)', (column) => column.notNull())
    .addColumn('customer_name', 'varchar(100)', (column) => column.notNull())
    .addColumn('location', 'varchar(100)', (column) => column.notNull())
    .addColumn('rating', 'integer', (column) => column.notNull())
    .addColumn('quote', 'text', (column) => column.notNull())
    .addColumn('product_slug', 'varchar(200)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('testimonials_guardian_idx').on('testimonials').column('guardian').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'testimonials',
    'consultations',
    'expert_availability',
    'experts',
    'order_lines',
    'orders',
    'cart_items',
    'product_categories',
    'products',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
