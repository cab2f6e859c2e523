import type { Kysely, Selectable } from 'kysely';
import type { CartItemsTable, Database } from '../../db/schema';

export type CartItemRow = Selectable<CartItemsTable>;

/** Oldest line first; `product_id` settles lines added in the same millisecond. */
export function listCartItems(db: Kysely<Database>, userId: string): Promise<CartItemRow[]> {
  return db.selectFrom('cart_items').selectAll().where('user_id', '=', userId).orderBy('added_at').orderBy('product_id').execute();
}

/** The quantity of each product in the customer's cart, by product id, in the cart's order. */
export async function cartQuantities(db: Kysely<Database>, userId: string): Promise<Map<string, number>> {
  return new Map((await listCartItems(db, userId)).map((line) => [line.product_id, line.quantity]));
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
