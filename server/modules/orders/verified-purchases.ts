// Whether a person bought a product and received it: what makes them a verified buyer who may review it.
import type { Kysely } from 'kysely';
import type { OrderStatus } from '@common/contracts/orders';
import type { Database } from '../../db/schema';

/** The order status that proves the product reached the buyer (staff mark it so: the order lifecycle). */
export const DELIVERED_ORDER_STATUS: OrderStatus = 'delivered';

export async function hasDeliveredPurchase(db: Kysely<Database>, userId: string, productId: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
    .select('orders.id')
    .where('orders.user_id', '=', userId)
    .where('orders.status', '=', DELIVERED_ORDER_STATUS)
    .where('order_lines.product_id', '=', productId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
