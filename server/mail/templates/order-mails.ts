// An order's mails: placed, shipped (with the courier's tracking note), delivered and cancelled. Amounts arrive in minor
// units (paise) with their currency and are written as the shop writes them.
import { formatMoney } from '@common/commerce';
import type { PaymentMethod } from '@common/contracts/checkout';
import type { Order, OrderLine } from '@common/contracts/orders';
import { STORE_CONTACT } from '@common/store-contact';
import type { MailMessage } from '../mailer';
import { formatMailDay, greeting } from './mail-format';
import type { MailPage } from './mail-format';
import { renderMail, type MailBlock, type MailRecipient } from './mail-layout';

export interface OrderMailInput extends MailRecipient {
  orderId: string;
  /** A guest's order: the token of the link the mail carries to it, instead of the profile an account has. */
  guestToken?: string;
}

/** The mail's button: the order's own page for a guest, the profile for an account. */
function orderAction(input: OrderMailInput, accountLabel: string): { label: string; page: MailPage; query?: Record<string, string> } {
  if (input.guestToken === undefined) return { label: accountLabel, page: 'profile' };
  return { label: 'See your order', page: 'guestOrder', query: { order: input.orderId, token: input.guestToken } };
}

/** The short reference the store's wallet entries and support use: the first 8 characters of the order's id. */
export function orderReference(orderId: string): string {
  return orderId.slice(0, 8);
}

const PAYMENT_TEXTS: Readonly<Record<PaymentMethod, string>> = {
  cod: 'Cash on delivery (you pay when the parcel arrives).',
  card: 'Card.',
  razorpay: 'Paid online through Razorpay (UPI, card, netbanking or wallet).',
};

const regionNames = new Intl.DisplayNames('en', { type: 'region' });

export interface OrderPlacedMailInput extends OrderMailInput {
  lines: readonly Pick<OrderLine, 'name' | 'quantity' | 'lineTotal'>[];
  total: number;
  currency: string;
  paymentMethod: PaymentMethod;
  /** Enough to recognise the address; the full address and phone stay in the account. */
  shippingAddress: Pick<Order['shippingAddress'], 'name' | 'city' | 'postalCode' | 'country'>;
  /** The delivery estimate, as calendar days (YYYY-MM-DD). */
  delivery: Pick<Order['delivery'], 'estimatedFrom' | 'estimatedTo'>;
}

export function orderPlacedMail(input: OrderPlacedMailInput): MailMessage {
  const reference = orderReference(input.orderId);
  const money = (minor: number) => formatMoney(minor, input.currency);
  const address = input.shippingAddress;
  const place = [address.city, address.postalCode].filter((part) => part.trim() !== '').join(' ');
  const { estimatedFrom, estimatedTo } = input.delivery;
  const estimate =
    estimatedFrom === estimatedTo
      ? `Expected on ${formatMailDay(estimatedFrom)}.`
      : `Expected between ${formatMailDay(estimatedFrom)} and ${formatMailDay(estimatedTo)}.`;
  return renderMail({
    kind: 'order_placed',
    to: input.to,
    publicOrigin: input.publicOrigin,
    subject: `Your Guardians order ${reference} is placed`,
    heading: 'Thank you for your order',
    blocks: [
      greeting(input.name),
      `We have your order ${reference}. Here is what you ordered:`,
      { list: input.lines.map((line) => `${line.quantity} × ${line.name}: ${money(line.lineTotal)}`) },
      `Total: ${money(input.total)}`,
      `Payment: ${PAYMENT_TEXTS[input.paymentMethod]}`,
      `Delivering to: ${address.name}, ${place}, ${regionNames.of(address.country) ?? address.country}.`,
      estimate,
      ...(input.guestToken === undefined
        ? []
        : [
            'Keep this mail: its button is your way back to the order. From the order page you can create an account, which keeps the order and credits its purchase coins once it is paid.',
          ]),
    ],
    action: orderAction(input, 'See your order in your profile'),
  });
}

export interface OrderShippedMailInput extends OrderMailInput {
  /** The note staff gave when they marked it shipped (a courier and tracking number), or null when there was none. */
  trackingNote: string | null;
}

export function orderShippedMail(input: OrderShippedMailInput): MailMessage {
  const reference = orderReference(input.orderId);
  const note = input.trackingNote?.trim() ?? '';
  return renderMail({
    kind: 'order_shipped',
    to: input.to,
    publicOrigin: input.publicOrigin,
    subject: `Your Guardians order ${reference} is on its way`,
    heading: 'Your order is on its way',
    blocks: [
      greeting(input.name),
      `Your order ${reference} has been handed to the courier.`,
      note === ''
        ? `We have no tracking details for this parcel; your order ${input.guestToken === undefined ? 'in your profile' : 'page'} shows any update.`
        : `Tracking: ${note}`,
    ],
    action: orderAction(input, 'See your order in your profile'),
  });
}

export type OrderDeliveredMailInput = OrderMailInput;

export function orderDeliveredMail(input: OrderDeliveredMailInput): MailMessage {
  const reference = orderReference(input.orderId);
  return renderMail({
    kind: 'order_delivered',
    to: input.to,
    publicOrigin: input.publicOrigin,
    subject: `Your Guardians order ${reference} was delivered`,
    heading: 'Your order was delivered',
    blocks: [
      greeting(input.name),
      `Your order ${reference} was delivered. We hope everything arrived as you expected.`,
      `If something is missing or damaged, write to ${STORE_CONTACT.email} or call ${STORE_CONTACT.phone.display}, and mention the order ${reference}.`,
    ],
    action: orderAction(input, 'See your order in your profile'),
  });
}

export interface OrderCancelledMailInput extends OrderMailInput {
  /** The note of the cancellation (yours, staff's or the store's), or null. */
  reason: string | null;
  /**
   * A payment going back where it came from (`paidWith`: "the card you paid with"), or null when nothing was charged
   * (cash on delivery, an unpaid online order).
   */
  paymentRefund: { amount: number; currency: string; paidWith: string } | null;
  /** Coins redeemed on the order, returned to the wallet. */
  coinsReturned: number;
  /** Reward coins the order had earned, taken back. */
  rewardCoinsTakenBack: number;
}

function coins(count: number): string {
  return count === 1 ? '1 coin' : `${count} coins`;
}

export function orderCancelledMail(input: OrderCancelledMailInput): MailMessage {
  const reference = orderReference(input.orderId);
  const reason = input.reason?.trim() ?? '';
  const blocks: MailBlock[] = [greeting(input.name), `Your order ${reference} is cancelled.`];
  if (reason !== '') blocks.push(`Reason: ${reason}`);
  blocks.push(
    input.paymentRefund
      ? `The ${formatMoney(input.paymentRefund.amount, input.paymentRefund.currency)} you paid goes back to ${input.paymentRefund.paidWith}. Banks can take a few working days to show it.`
      : 'You were not charged for this order, so there is nothing to refund.',
  );
  const returned = input.coinsReturned;
  const takenBack = input.rewardCoinsTakenBack;
  if (returned > 0) blocks.push(`The ${coins(returned)} you used on this order ${returned === 1 ? 'is' : 'are'} back in your wallet.`);
  if (takenBack > 0) blocks.push(`The ${coins(takenBack)} this order earned as a reward ${takenBack === 1 ? 'has' : 'have'} been taken back.`);
  return renderMail({
    kind: 'order_cancelled',
    to: input.to,
    publicOrigin: input.publicOrigin,
    subject: `Your Guardians order ${reference} is cancelled`,
    heading: 'Your order is cancelled',
    blocks,
    action: orderAction(input, 'See your orders in your profile'),
  });
}
