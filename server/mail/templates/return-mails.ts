// A return's mails (issue 44): asked for, approved (with how to send the items back), declined (with staff's reason),
// and refunded (the money, the coins). Amounts arrive in minor units with their currency.
import { formatMoney } from '@common/commerce';
import { STORE_CONTACT } from '@common/store-contact';
import type { MailMessage } from '../mailer';
import { greeting } from './mail-format';
import { renderMail, type MailBlock, type MailRecipient } from './mail-layout';
import { orderReference } from './order-mails';

export interface ReturnMailInput extends MailRecipient {
  orderId: string;
  lines: readonly { name: string; quantity: number }[];
  refundAmount: number;
  currency: string;
  /** Where the money goes back: "the card you paid with", "the UPI or bank account you paid from"… */
  paidWith: string;
  coinsBack: number;
  rewardCoinsBack: number;
  /** Staff's note when approving or declining. */
  note: string | null;
}

export type ReturnStep = 'requested' | 'approved' | 'declined' | 'refunded';

const KINDS = {
  requested: 'return_requested',
  approved: 'return_approved',
  declined: 'return_declined',
  refunded: 'return_refunded',
} as const;

function coins(count: number): string {
  return count === 1 ? '1 coin' : `${count} coins`;
}

function money(input: ReturnMailInput): string {
  return formatMoney(input.refundAmount, input.currency);
}

function blocksOf(step: ReturnStep, input: ReturnMailInput): { subject: string; heading: string; blocks: MailBlock[] } {
  const reference = orderReference(input.orderId);
  const items: MailBlock = { list: input.lines.map((line) => `${line.quantity} × ${line.name}`) };
  const note = input.note?.trim() ?? '';
  switch (step) {
    case 'requested':
      return {
        subject: `We have your return request for order ${reference}`,
        heading: 'Your return request',
        blocks: [
          greeting(input.name),
          `You asked to return these items of order ${reference}:`,
          items,
          `Once we receive them, ${money(input)} goes back to ${input.paidWith}${input.coinsBack > 0 ? `, with the ${coins(input.coinsBack)} you used` : ''}. We answer within ${STORE_CONTACT.replyWithinWorkingDays} working days with how to send them.`,
        ],
      };
    case 'approved':
      return {
        subject: `Your return for order ${reference} is approved`,
        heading: 'Your return is approved',
        blocks: [
          greeting(input.name),
          `Please send these items of order ${reference} back to us:`,
          items,
          note === '' ? `Pack them with the order number ${reference} and send them to ${STORE_CONTACT.addressLines.join(', ')}.` : note,
          `When they arrive, ${money(input)} goes back to ${input.paidWith}.`,
        ],
      };
    case 'declined':
      return {
        subject: `Your return for order ${reference} was not accepted`,
        heading: 'We could not accept your return',
        blocks: [
          greeting(input.name),
          `We could not accept the return of these items of order ${reference}:`,
          items,
          ...(note === '' ? [] : [`Why: ${note}`]),
          `If you think this is wrong, write to ${STORE_CONTACT.email} or call ${STORE_CONTACT.phone.display} and mention the order ${reference}.`,
        ],
      };
    case 'refunded': {
      const blocks: MailBlock[] = [
        greeting(input.name),
        `We received the items you returned from order ${reference}.`,
        input.refundAmount > 0
          ? `${money(input)} goes back to ${input.paidWith}. Banks can take a few working days to show it.`
          : 'Nothing was paid for them, so there is no money to give back.',
      ];
      if (input.coinsBack > 0) blocks.push(`The ${coins(input.coinsBack)} you used on them are back in your wallet.`);
      if (input.rewardCoinsBack > 0) blocks.push(`The ${coins(input.rewardCoinsBack)} they had earned as a reward have been taken back.`);
      return { subject: `Your refund for order ${reference}`, heading: 'Your return is refunded', blocks };
    }
  }
}

export function returnStepMail(step: ReturnStep, input: ReturnMailInput): MailMessage {
  const { subject, heading, blocks } = blocksOf(step, input);
  return renderMail({
    kind: KINDS[step],
    to: input.to,
    publicOrigin: input.publicOrigin,
    subject,
    heading,
    blocks,
    action: { label: 'See your order in your profile', page: 'profile' },
  });
}
