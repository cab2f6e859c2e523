// Subscribe & save's mails (issue 44): the reminder before a renewal, with what it will cost, any price change and a
// one-tap skip; and the news that a renewal could not be placed (tried again, or the subscription paused).
import { formatMoney } from '@common/commerce';
import { MAX_RENEWAL_ATTEMPTS, RENEWAL_RETRY_HOURS } from '@common/subscriptions';
import type { MailMessage } from '../mailer';
import { greeting } from './mail-format';
import { renderMail, type MailRecipient } from './mail-layout';

export interface SubscriptionReminderMailInput extends MailRecipient {
  /** "Tuesday 8 December" */
  renewalDay: string;
  lines: readonly { name: string; quantity: number; unitPrice: number; previousUnitPrice: number | null }[];
  /** The goods after the discount; delivery and tax as at checkout. */
  goodsTotal: number;
  discountPercent: number;
  currency: string;
  /** How it is paid, in words ("cash on delivery"). */
  paidWith: string;
  skipToken: string;
}

export function subscriptionReminderMail(input: SubscriptionReminderMailInput): MailMessage {
  const changed = input.lines.filter((line) => line.previousUnitPrice !== null && line.previousUnitPrice !== line.unitPrice);
  return renderMail({
    kind: 'subscription_reminder',
    to: input.to,
    publicOrigin: input.publicOrigin,
    subject: `Your Guardians subscription renews on ${input.renewalDay}`,
    heading: 'Your next delivery is coming',
    blocks: [
      greeting(input.name),
      `On ${input.renewalDay} we place your subscription order: ${input.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')}.`,
      `The products come to ${formatMoney(input.goodsTotal, input.currency)} after your ${input.discountPercent}% subscription discount, plus delivery as at checkout, paid by ${input.paidWith}. It is never more than this; if a price drops before then, you pay less.`,
      ...changed.map(
        (line) =>
          `Price change: ${line.name} is now ${formatMoney(line.unitPrice, input.currency)} a unit (it was ${formatMoney(line.previousUnitPrice ?? 0, input.currency)}).`,
      ),
      'Not needed this time? Skip this delivery with the link below; the one after stays as planned. You can also change or pause the subscription in your profile.',
    ],
    action: { label: 'Skip this delivery', page: 'skipDelivery', query: { token: input.skipToken } },
  });
}

export interface SubscriptionProblemMailInput extends MailRecipient {
  /** Why the renewal was not placed, as the store's refusal said it. */
  reason: string;
  /** The try that failed, 1 … MAX_RENEWAL_ATTEMPTS; the last one paused the subscription. */
  attempt: number;
  /**
   * The order was placed and its payment refused (by the saved card, or the UPI AutoPay debit): it waits for a
   * payment in the profile.
   */
  orderAwaitingPayment?: 'card' | 'upi';
}

export function subscriptionProblemMail(input: SubscriptionProblemMailInput): MailMessage {
  if (input.orderAwaitingPayment) return renewalPaymentProblemMail(input);
  const paused = input.attempt >= MAX_RENEWAL_ATTEMPTS;
  return renderMail({
    kind: 'subscription_problem',
    to: input.to,
    publicOrigin: input.publicOrigin,
    subject: paused ? 'Your Guardians subscription is paused' : 'Your Guardians subscription order could not be placed',
    heading: paused ? 'We paused your subscription' : 'Your subscription order is delayed',
    blocks: [
      greeting(input.name),
      `We could not place your subscription order: ${input.reason.trim()}`,
      paused
        ? `We tried ${MAX_RENEWAL_ATTEMPTS} times, so the subscription is paused and nothing more will be ordered until you resume it in your profile.`
        : `We try again in ${RENEWAL_RETRY_HOURS} hours (try ${input.attempt} of ${MAX_RENEWAL_ATTEMPTS}). You can check the address, the way of paying or the products in your profile meanwhile.`,
    ],
    action: { label: 'Open your subscriptions', page: 'profile' },
  });
}

/** The renewal's order is placed, its payment refused: pay it in the profile, or the payment is asked again. */
function renewalPaymentProblemMail(input: SubscriptionProblemMailInput): MailMessage {
  const paused = input.attempt >= MAX_RENEWAL_ATTEMPTS;
  const upi = input.orderAwaitingPayment === 'upi';
  const again = upi ? 'we ask your bank for the UPI AutoPay debit again' : 'we try your card again';
  return renderMail({
    kind: 'subscription_problem',
    to: input.to,
    publicOrigin: input.publicOrigin,
    subject: paused
      ? `Your Guardians subscription is paused: the ${upi ? 'UPI AutoPay debit' : 'card payment'} failed`
      : 'Your Guardians subscription order is not paid yet',
    heading: paused ? 'We paused your subscription' : upi ? 'Your UPI AutoPay debit did not go through' : 'Your card payment did not go through',
    blocks: [
      greeting(input.name),
      `We placed your subscription order, but could not take its payment. ${input.reason.trim()}`,
      upi
        ? 'The order waits for its payment in your profile: pay it there by UPI, card or netbanking, and it is on its way.'
        : 'The order waits for its payment in your profile: pay it there with this card or another, and it is on its way.',
      paused
        ? `We tried ${MAX_RENEWAL_ATTEMPTS} times, so the subscription is paused. Pay the waiting order in your profile and it goes on with its next delivery, or resume it there.`
        : `Otherwise ${again} in ${RENEWAL_RETRY_HOURS} hours (try ${input.attempt} of ${MAX_RENEWAL_ATTEMPTS}).`,
    ],
    action: { label: 'Pay it in your profile', page: 'profile' },
  });
}
