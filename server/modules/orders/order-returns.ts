// Returns of delivered orders (issue 44). The customer asks within RETURN_WINDOW_DAYS of delivery for items not yet
// returned, one return at a time; what it gives back is computed then (common/returns.ts) and kept. Staff approve or
// decline it, mark the parcel received (the stock comes back) and refund it (the money through the way the order was
// paid, the redeemed coins back, the returned share of the reward taken back). Each step is conditional on the
// return's status, so two members of staff cannot both make it; each is an order event and an audit entry, in the
// transaction that makes it.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Order } from '@common/contracts/orders';
import type { ReturnErrorCode, ReturnRequest, ReturnStatusChange } from '@common/contracts/returns';
import { formatMoney } from '@common/commerce';
import { REFUND_DESTINATIONS } from '@common/order-lifecycle';
import { nextReturnStatuses, RETURN_REASON_LABELS, RETURN_STATUS_LABELS, RETURN_STATUSES, returnIsOpen, returnSettlement } from '@common/returns';
import type { ReturnStatus } from '@common/returns';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordStaffWrite } from '../audit/audit.exports';
import type { StaffWrite } from '../audit/audit.exports';
import { orderError, orderNotFound } from './order-errors';
import { purchaseRewardKey } from './order-ledger-keys';
import { loadOrder } from './order-reads';
import { methodOf, returnWindowEnd, statusOf } from './order-rows';
import type { OrderDependencies } from './order-status-changes';
import { refundPayment } from './payment-refunds';
import { eventsOf, findOrder, insertOrderEvent, linesOf, lockBuyer } from './orders.repository';
import { findReturn, insertReturn, moveReturn, returnsOf } from './returns.repository';
import { mailReturnStep } from './return-mails';

export function returnError(status: number, code: ReturnErrorCode, message: string, details?: Record<string, unknown>): AppError {
  return new AppError(status, code, message, details);
}

/** What the steps of a return owe in other modules, inside the step's transaction (server/flows/settle-return.ts). */
export interface ReturnSettlementSteps {
  /** The received items back on the shelf. */
  restock(trx: Kysely<Database>, lines: readonly { productId: string; quantity: number }[], at: string): Promise<void>;
  /** The redeemed coins back and the reward's share taken back (only when the reward was paid), once per return. */
  settleCoins(
    trx: Kysely<Database>,
    settlement: { returnId: string; orderId: string; userId: string; coinsBack: number; rewardCoinsBack: number; rewardPaid: boolean; at: string },
  ): Promise<void>;
}

function itemsText(lines: readonly { name: string; quantity: number }[]): string {
  return lines.map((line) => `${line.quantity} × ${line.name}`).join(', ');
}

/** The customer asks to return items of their delivered order; the mail confirming it has links on `origin`. */
export async function requestReturn(
  deps: OrderDependencies,
  userId: string,
  orderId: string,
  request: ReturnRequest,
  now: Date,
  origin: string | undefined,
): Promise<Order> {
  let returnId = '';
  const order = await deps.db.transaction().execute(async (trx) => {
    // One account's requests one after another: two at once cannot both pass the checks below.
    await lockBuyer(trx, userId);
    const row = await findOrder(trx, orderId);
    if (!row || row.user_id !== userId) throw orderNotFound(orderId);
    if (statusOf(row) !== 'delivered') {
      throw returnError(409, 'RETURN_NOT_DELIVERED', 'Items can be returned once the order is delivered. To stop an order on its way, contact support.');
    }
    const [lines, events, returns] = await Promise.all([linesOf(trx, [orderId]), eventsOf(trx, [orderId]), returnsOf(trx, [orderId])]);
    const endsAt = returnWindowEnd(events.get(orderId) ?? []);
    if (!endsAt || Date.parse(endsAt) <= now.getTime()) {
      throw returnError(409, 'RETURN_WINDOW_CLOSED', 'The time to return items of this order has passed. Contact support if something is wrong with it.', {
        endedAt: endsAt,
      });
    }
    const earlier = returns.get(orderId) ?? [];
    if (earlier.some((other) => returnIsOpen(statusOfReturn(other.status)))) {
      throw returnError(409, 'RETURN_ALREADY_OPEN', 'A return of this order is already being handled. Once it is settled you can return other items.');
    }
    const bought = lines.get(orderId) ?? [];
    const returned = new Map<string, number>();
    for (const other of earlier) {
      if (other.status === 'declined') continue;
      for (const line of other.lines) returned.set(line.product_id, (returned.get(line.product_id) ?? 0) + line.quantity);
    }
    const left = new Map(bought.map((line) => [line.product_id, line.quantity - (returned.get(line.product_id) ?? 0)]));
    for (const item of request.items) {
      const available = left.get(item.productId) ?? 0;
      if (item.quantity > available) {
        const name = bought.find((line) => line.product_id === item.productId)?.product_name ?? 'This product';
        throw returnError(
          409,
          'RETURN_QUANTITY_UNAVAILABLE',
          available === 0 ? `${name} is not in this order, or was returned already.` : `Only ${available} of ${name} can still be returned from this order.`,
          { productId: item.productId, available, requested: item.quantity },
        );
      }
    }
    const remainsAfter = bought.some(
      (line) => (left.get(line.product_id) ?? 0) > (request.items.find((item) => item.productId === line.product_id)?.quantity ?? 0),
    );
    const settlement = returnSettlement(
      {
        subtotal: row.subtotal,
        discount: row.discount,
        coinsValue: row.coins_value,
        coinsRedeemed: row.coins_redeemed,
        rewardCoins: row.reward_coins,
        deliveryFee: row.delivery_fee,
        tax: { included: row.tax_included === 1, amount: row.tax_amount },
        lines: bought.map((line) => ({ productId: line.product_id, unitPrice: line.unit_price, quantity: line.quantity })),
      },
      request.items,
      request.reason,
      remainsAfter,
    );
    const at = now.toISOString();
    returnId = randomUUID();
    const returnLines = request.items.map((item) => {
      const line = bought.find((candidate) => candidate.product_id === item.productId);
      return {
        return_id: returnId,
        product_id: item.productId,
        product_name: line?.product_name ?? '',
        quantity: item.quantity,
        unit_price: line?.unit_price ?? 0,
      };
    });
    await insertReturn(
      trx,
      {
        id: returnId,
        order_id: orderId,
        status: 'requested',
        reason: request.reason,
        note: request.note ?? null,
        refund_amount: Math.min(settlement.refundAmount, row.total - row.refunded_amount),
        coins_back: settlement.coinsBack,
        reward_coins_back: settlement.rewardCoinsBack,
        decision_note: null,
        requested_at: at,
        decided_at: null,
        received_at: null,
        refunded_at: null,
      },
      returnLines,
    );
    const items = itemsText(returnLines.map((line) => ({ name: line.product_name, quantity: line.quantity })));
    await insertOrderEvent(trx, {
      id: randomUUID(),
      order_id: orderId,
      status: 'delivered',
      note: `Return requested: ${items} (${RETURN_REASON_LABELS[request.reason]})`,
      actor_user_id: userId,
      created_at: at,
    });
    return loadOrder(trx, orderId);
  });
  await mailReturnStep(deps, order, returnId, userId, origin);
  return order;
}

function statusOfReturn(value: string): ReturnStatus {
  const status = RETURN_STATUSES.find((known) => known === value);
  if (!status) throw new Error(`A return has an unknown status ${value}`);
  return status;
}

/** Staff move a return one step. */
export async function moveReturnByStaff(
  deps: OrderDependencies,
  steps: ReturnSettlementSteps,
  returnId: string,
  change: ReturnStatusChange,
  staff: { userId: string; write: StaffWrite },
  now: Date,
  origin: string | undefined,
): Promise<Order> {
  let customerId = '';
  const order = await deps.db.transaction().execute(async (trx) => {
    const found = await findReturn(trx, returnId);
    if (!found) throw returnError(404, 'RETURN_NOT_FOUND', 'There is no such return. Reload the order to see its returns.', { returnId });
    const from = statusOfReturn(found.status);
    const allowed = nextReturnStatuses(from);
    const to = change.status;
    const conflict = () =>
      returnError(409, 'RETURN_STATUS_CONFLICT', `This return is "${RETURN_STATUS_LABELS[from]}" and cannot become "${RETURN_STATUS_LABELS[to]}".`, {
        status: from,
        allowed,
      });
    if (!allowed.includes(to)) throw conflict();
    const at = now.toISOString();
    const note = change.note ?? null;
    const fields =
      to === 'approved' || to === 'declined' ? { decided_at: at, decision_note: note } : to === 'received' ? { received_at: at } : { refunded_at: at };
    if (!(await moveReturn(trx, returnId, from, to, fields))) throw conflict();

    const row = await findOrder(trx, found.order_id);
    if (!row) throw orderNotFound(found.order_id);
    customerId = row.user_id;
    const lines = (await returnsOf(trx, [row.id])).get(row.id)?.find((candidate) => candidate.id === returnId)?.lines ?? [];
    const items = itemsText(lines.map((line) => ({ name: line.product_name, quantity: line.quantity })));
    let timeline: string;
    if (to === 'approved') timeline = `Return approved: ${items}${note ? `. ${note}` : ''}`;
    else if (to === 'declined') timeline = `Return declined: ${items}${note ? `. ${note}` : ''}`;
    else if (to === 'received') {
      await steps.restock(
        trx,
        lines.map((line) => ({ productId: line.product_id, quantity: line.quantity })),
        at,
      );
      timeline = `Returned items received: ${items}`;
    } else {
      const method = methodOf(row);
      if (found.refund_amount > 0) {
        const refund = {
          method,
          key: `r-${returnId}`,
          reference: row.payment_reference,
          chargeReference: row.payment_charge_reference,
          amount: found.refund_amount,
        };
        try {
          await refundPayment(trx, deps.payments, row.id, refund, at);
        } catch (error) {
          deps.logger.warn({ err: error, returnId }, 'The refund of a return could not be made');
          throw orderError(
            502,
            'PAYMENT_PROVIDER_UNAVAILABLE',
            'The payment provider did not make the refund. Nothing changed: the return is still received, try again in a minute.',
          );
        }
      }
      const rewardPaid = await deps.wallet.hasEntryWithin(trx, purchaseRewardKey(row.id));
      await steps.settleCoins(trx, {
        returnId,
        orderId: row.id,
        userId: row.user_id,
        coinsBack: found.coins_back,
        rewardCoinsBack: found.reward_coins_back,
        rewardPaid,
        at,
      });
      timeline = `Return refunded: ${formatMoney(found.refund_amount, row.currency)} to ${REFUND_DESTINATIONS[method]}`;
    }
    await insertOrderEvent(trx, { id: randomUUID(), order_id: row.id, status: statusOf(row), note: timeline, actor_user_id: staff.userId, created_at: at });
    await recordStaffWrite(
      trx,
      staff.write,
      { action: `return.${to}`, entityType: 'order', entityId: row.id, summary: `Order ${row.id.slice(0, 8)}: ${timeline}` },
      at,
    );
    return loadOrder(trx, row.id);
  });
  // The received items are for sale again: product lists and pages show them.
  if (change.status === 'received') deps.publicReads.invalidate();
  await mailReturnStep(deps, order, returnId, customerId, origin);
  return order;
}

/** A delivered order cannot be refunded whole while one of its returns is being handled. */
export async function refuseWhileReturnOpen(trx: Kysely<Database>, orderId: string): Promise<void> {
  const returns = (await returnsOf(trx, [orderId])).get(orderId) ?? [];
  if (returns.some((candidate) => returnIsOpen(statusOfReturn(candidate.status)))) {
    throw returnError(409, 'RETURN_OPEN', 'A return of this order is being handled: settle it (refund or decline) before refunding the whole order.');
  }
}

/** The reward coins already taken back by refunded returns: a whole-order refund takes back only the rest. */
export async function rewardTakenBackByReturns(trx: Kysely<Database>, orderId: string): Promise<number> {
  const returns = (await returnsOf(trx, [orderId])).get(orderId) ?? [];
  return returns.filter((candidate) => candidate.status === 'refunded').reduce((sum, candidate) => sum + candidate.reward_coins_back, 0);
}
