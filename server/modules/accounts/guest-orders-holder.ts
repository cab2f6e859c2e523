// The store's holder of guests' orders (issue 44): a users row nobody can sign in to — no password, disabled, counted as
// no customer (is_seeded) and left out of the staff's Users screen — that holds a guest's order until an account
// claims it (the orders module's guest-orders.ts). Made by the first guest order.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const GUEST_ORDERS_HOLDER_ID = '00000000-0000-4000-8000-00000000a11c';
const HOLDER_EMAIL = 'guest-orders@holder.invalid';

/** Makes the holder the first time a guest orders: it has no password, is disabled and is never a customer. */
export async function ensureGuestOrdersHolder(db: Kysely<Database>, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('users')
    .values({
      id: GUEST_ORDERS_HOLDER_ID,
      uid: GUEST_ORDERS_HOLDER_ID,
      email: HOLDER_EMAIL,
      display_name: 'Guest orders',
      photo_url: null,
      password_hash: null,
      auth_provider: 'simple',
      is_demo: 0,
      is_seeded: 1,
      firebase_uid: null,
      created_at: at,
      disabled_at: at,
      disabled_by_user_id: null,
      disabled_reason: 'Holds the orders of guests until they create an account; nobody signs in to it.',
      last_sign_in_at: null,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}
