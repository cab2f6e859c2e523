// An order's mails (issue 42): placed, shipped with the tracking note, delivered, cancelled. Each is asked for once the
// write that tells of it committed (never inside its transaction, which may still roll back), with its links on the
// origin the request brought, and keyed by its event: a replayed purchase or a move tried again mails nobody twice.
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Order, OrderStatus } from '@common/contracts/orders';
import { receivesMail } from '@common/email';
import type { Database } from '../../db/schema';
import type { SendMail } from '../../mail/mail-jobs';
import type { MailMessage } from '../../mail/mailer';
import type { MailRecipient } from '../../mail/templates/mail-layout';
import { orderCancelledMail, orderDeliveredMail, orderPlacedMail, orderShippedMail } from '../../mail/templates/order-mails';
import { accountNamesByIds } from '../accounts/accounts.exports';
import { guestEmailOf, newGuestOrderLink } from './guest-order-links';
import { GUEST_ORDERS_HOLDER_ID } from './order-rows';

export interface OrderMailDependencies {
  sendMail: SendMail;
  logger: Logger;
}

/** Who an order's mails go to: the account that placed it, or the guest (with the token of the link the mail carries). */
export interface OrderCustomer {
  email: string;
  /** The account's display name; empty when there is none. */
  name: string;
  guestToken?: string;
}

export function orderPlacedMailKey(orderId: string): string {
  return `order-placed:${orderId}`;
}

export function orderStatusMailKey(orderId: string, status: OrderStatus): string {
  return `order-status:${orderId}:${status}`;
}

/** A move the customer is mailed about, as it committed. */
export interface OrderMove {
  order: Order;
  /** The account that placed it. */
  customerId: string;
  to: OrderStatus;
  /** The move's note: staff's tracking details when shipped, the reason when cancelled. */
  note: string | null;
  /** The payment that went back with this cancellation, and where to; null when none was taken. */
  refunded: { amount: number; paidWith: string } | null;
  rewardCoinsTakenBack: number;
}

/**
 * Queues one mail, after its write committed. An address nothing reaches (a demo account) gets none; without an origin
 * for the links the mail is skipped with a warning. A mail that cannot be queued is logged, not thrown: the order it
 * tells of is saved, and answering the request with an error would only invite a retry of a write that succeeded.
 */
export async function queueOrderMail(
  deps: OrderMailDependencies,
  ask: { orderId: string; key: string; origin: string | undefined },
  customer: () => Promise<OrderCustomer | undefined>,
  mail: (to: MailRecipient & { guestToken?: string }) => MailMessage,
): Promise<void> {
  const { orderId, key, origin } = ask;
  try {
    const to = await customer();
    if (!to || !receivesMail(to.email)) return;
    if (origin === undefined) {
      deps.logger.warn({ orderId, mail: key }, 'An order mail was not sent: no public origin is configured to build its links (GUARDIANS_PUBLIC_ORIGIN)');
      return;
    }
    await deps.sendMail(
      mail({ to: to.email, name: to.name, publicOrigin: origin, ...(to.guestToken === undefined ? {} : { guestToken: to.guestToken }) }),
      key,
    );
  } catch (error) {
    deps.logger.error({ err: error, orderId, mail: key }, 'An order mail could not be queued; the order itself is saved');
  }
}

/** The confirmation of a placed order; asked for again by a replayed purchase, which its key makes harmless. */
export async function mailOrderPlaced(deps: OrderMailDependencies, order: Order, customer: OrderCustomer, origin: string | undefined): Promise<void> {
  await queueOrderMail(
    deps,
    { orderId: order.id, key: orderPlacedMailKey(order.id), origin },
    async () => customer,
    (recipient) =>
      orderPlacedMail({
        ...recipient,
        orderId: order.id,
        lines: order.lines,
        total: order.total,
        currency: order.currency,
        paymentMethod: order.payment.method,
        shippingAddress: order.shippingAddress,
        delivery: order.delivery,
      }),
  );
}

/** Shipped, delivered or cancelled; the other moves (paid, packed, refunded after delivery) are not mailed. */
export async function mailOrderMove(deps: OrderMailDependencies & { db: Kysely<Database> }, move: OrderMove, origin: string | undefined): Promise<void> {
  const mail = mailOfMove(move);
  if (!mail) return;
  const customer = async (): Promise<OrderCustomer | undefined> => {
    if (move.customerId === GUEST_ORDERS_HOLDER_ID) {
      // A guest's order: to the address it was placed with, with a link of its own.
      const email = await guestEmailOf(deps.db, move.order.id);
      return email === undefined
        ? undefined
        : { email, name: move.order.shippingAddress.name, guestToken: await newGuestOrderLink(deps.db, move.order.id, new Date()) };
    }
    const account = (await accountNamesByIds(deps.db, [move.customerId])).get(move.customerId);
    return account && { email: account.email, name: account.displayName };
  };
  await queueOrderMail(deps, { orderId: move.order.id, key: orderStatusMailKey(move.order.id, move.to), origin }, customer, mail);
}

function mailOfMove(move: OrderMove): ((to: MailRecipient) => MailMessage) | undefined {
  const { order, note } = move;
  switch (move.to) {
    case 'shipped':
      return (recipient) => orderShippedMail({ ...recipient, orderId: order.id, trackingNote: note });
    case 'delivered':
      return (recipient) => orderDeliveredMail({ ...recipient, orderId: order.id });
    case 'cancelled':
      return (recipient) =>
        orderCancelledMail({
          ...recipient,
          orderId: order.id,
          reason: note,
          paymentRefund: move.refunded && { ...move.refunded, currency: order.currency },
          coinsReturned: order.coinsRedeemed,
          rewardCoinsTakenBack: move.rewardCoinsTakenBack,
        });
    default:
      return undefined;
  }
}
