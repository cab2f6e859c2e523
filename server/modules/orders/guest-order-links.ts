// The links to guests' orders (issue 44), which the store's guest-orders holder (the accounts module's) holds until an
// account claims them. A link's token is kept only as its SHA-256 hash: the confirmation's, a replay's and each mail's
// are links of their own.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { randomToken, sha256Hex } from '../../http/secrets';

/** A new link to the order: its token, of which only the hash is kept. */
export async function newGuestOrderLink(db: Kysely<Database>, orderId: string, now: Date): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('guest_order_links')
    .values({ token_hash: sha256Hex(token), order_id: orderId, created_at: now.toISOString() })
    .execute();
  return token;
}

/** Inside the purchase's transaction: the guest's address beside the order, and the first link to it. */
export async function recordGuestOrder(trx: Kysely<Database>, orderId: string, email: string, now: Date): Promise<string> {
  await trx
    .insertInto('guest_orders')
    .values({ order_id: orderId, email, claimed_by_user_id: null, claimed_at: null, created_at: now.toISOString() })
    .execute();
  return newGuestOrderLink(trx, orderId, now);
}

/** The e-mail address of a guest order, or undefined for an account's. */
export async function guestEmailOf(db: Kysely<Database>, orderId: string): Promise<string | undefined> {
  return (await db.selectFrom('guest_orders').select('email').where('order_id', '=', orderId).executeTakeFirst())?.email;
}

export function guestOrderNotFound(orderId: string): AppError {
  return new AppError(
    404,
    'GUEST_ORDER_NOT_FOUND',
    'This order link is not valid. Open the link from your confirmation mail again, or contact us with your order number.',
    {
      orderId,
    },
  );
}

export function guestOrderClaimed(orderId: string): AppError {
  return new AppError(409, 'GUEST_ORDER_CLAIMED', 'This order was added to an account. Sign in to that account to see it in your profile.', { orderId });
}

export interface GuestOrderRow {
  order_id: string;
  email: string;
  claimed_by_user_id: string | null;
}

/** The guest order a link opens; 404 for a wrong id or token, 409 once an account has claimed it. */
export async function openLink(db: Kysely<Database>, orderId: string, token: string): Promise<GuestOrderRow> {
  const row = await db
    .selectFrom('guest_order_links')
    .innerJoin('guest_orders', 'guest_orders.order_id', 'guest_order_links.order_id')
    .select(['guest_orders.order_id', 'guest_orders.email', 'guest_orders.claimed_by_user_id'])
    .where('guest_order_links.token_hash', '=', sha256Hex(token))
    .where('guest_order_links.order_id', '=', orderId)
    .executeTakeFirst();
  if (!row) throw guestOrderNotFound(orderId);
  return row;
}

/** The link's order for a guest's own action: refused once an account has claimed it. */
export async function unclaimedGuestOrder(db: Kysely<Database>, orderId: string, token: string): Promise<GuestOrderRow> {
  const row = await openLink(db, orderId, token);
  if (row.claimed_by_user_id !== null) throw guestOrderClaimed(orderId);
  return row;
}
