// Guests' orders (issue 44). A guest's order is an order like any other, held by the store's guest-orders holder
// (guest-order-links.ts) until an account claims it with a link: the order then is the account's, with its purchase
// coins once it is paid.
import { randomUUID } from 'node:crypto';
import type { AccountUser } from '@common/contracts/accounts';
import type { GuestOrderClaimResponse, GuestOrderView } from '@common/contracts/guest-checkout';
import type { Order } from '@common/contracts/orders';
import { AppError } from '../../http/app-error';
import { guestOrderClaimed, guestOrderNotFound, openLink } from './guest-order-links';
import { loadOrder } from './order-reads';
import { GUEST_ORDERS_HOLDER_ID, statusOf } from './order-rows';
import { creditPurchaseReward } from './order-status-changes';
import type { OrderDependencies } from './order-status-changes';
import { findOrder, insertOrderEvent } from './orders.repository';

export function guestOrderView(order: Order, email: string): GuestOrderView {
  return { order, email, purchaseCoins: order.rewardCoins };
}

/**
 * Adds the link's order to the account: the order moves to it, a note goes on its timeline, and a paid order's purchase
 * coins are credited (once: the reward's ledger key is the order's). Claiming again from the same account answers the
 * order again with nothing credited; another account is refused.
 */
export async function claimGuestOrder(deps: OrderDependencies, user: AccountUser, orderId: string, token: string, now: Date): Promise<GuestOrderClaimResponse> {
  if (user.isDemo) throw new AppError(403, 'FORBIDDEN', 'A demo account cannot keep orders. Create an account of your own to add this order to it.');
  const link = await openLink(deps.db, orderId, token);
  if (link.claimed_by_user_id === user.id) return { order: await loadOrder(deps.db, orderId), coinsCredited: 0 };
  if (link.claimed_by_user_id !== null) throw guestOrderClaimed(orderId);
  const at = now.toISOString();
  let coinsCredited = 0;
  const order = await deps.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('guest_orders')
      .set({ claimed_by_user_id: user.id, claimed_at: at })
      .where('order_id', '=', orderId)
      .where('claimed_by_user_id', 'is', null)
      .executeTakeFirst();
    // Another account's claim committed first.
    if (Number(claimed.numUpdatedRows) !== 1) throw guestOrderClaimed(orderId);
    await trx.updateTable('orders').set({ user_id: user.id }).where('id', '=', orderId).where('user_id', '=', GUEST_ORDERS_HOLDER_ID).execute();
    const row = await findOrder(trx, orderId);
    if (!row) throw guestOrderNotFound(orderId);
    const status = statusOf(row);
    await insertOrderEvent(trx, { id: randomUUID(), order_id: orderId, status, note: 'Added to your account', actor_user_id: user.id, created_at: at });
    if (row.paid_at !== null && status !== 'cancelled' && status !== 'refunded' && row.reward_coins > 0) {
      if (await creditPurchaseReward(deps, trx, row, at)) coinsCredited = row.reward_coins;
    }
    return loadOrder(trx, orderId);
  });
  return { order, coinsCredited };
}
