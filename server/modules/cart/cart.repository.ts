import type { Kysely, Selectable } from 'kysely';
import type { CartItemsTable, Database } from '../../db/schema';

export type CartItemRow = Selectable<CartItemsTable>;

/** Cart lines with the product fields a cart shows, oldest line first. */
export function listCartLines(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('cart_items')
    .innerJoin('products', 'products.id', 'cart_items.product_id')
    .select([
      'cart_items.product_id',
      'cart_items.quantity',
      'products.slug',
      'products.name',
      'products.image',
      'products.guardian',
      'products.price',
      'products.original_price',
      'products.stock',
      'products.review_status',
    ])
    .where('cart_items.user_id', '=', userId)
    .orderBy('cart_items.added_at')
    .orderBy('cart_items.product_id')
    .execute();
}
export type CartLineRow = Awaited<ReturnType<typeof listCartLines>>[number];

export function listCartItems(db: Kysely<Database>, userId: string): Promise<CartItemRow[]> {
  return db.selectFrom('cart_items').selectAll().where('user_id', '=', userId).execute();
}

export async function upsertCartItem(db: Kysely<Database>, userId: string, productId: string, quantity: number, now: string): Promise<void> {
  await db
    .insertInto('cart_items')
    .values({ user_id: userId, product_id: productId, quantity, added_at: now, updated_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'product_id']).doUpdateSet({ quantity, updated_at: now }))
    .execute();
}

export async function deleteCartItems(db: Kysely<Database>, userId: string, productIds?: readonly string[]): Promise<void> {
  let query = db.deleteFrom('cart_items').where('user_id', '=', userId);
  if (productIds) {
    if (productIds.length === 0) return;
    query = query.where('product_id', 'in', [...productIds]);
  }
  await query.execute();
}
