// For the tests: one sample of every mail kind, with a given text in every field a person typed (a name, a note, a
// product's name), so one table checks what every mail must do. A kind without a sample does not compile.
import { createEvent } from 'ics';
import type { MailMessage } from '../mailer';
import { carePlanCheckInMail, carePlanOrderReminderMail, carePlanSharedMail, labKitSampleReminderMail, labResultReadyMail } from './care-mails';
import {
  consultationBookedMail,
  consultationCancelledMail,
  consultationReminderMail,
  consultationRescheduledMail,
  type CalendarInvite,
} from './consultation-mails';
import { partnerInvitationMail, passwordResetMail, welcomeMail } from './account-mails';
import { communityActivityMail, communityModerationMail } from './community-mails';
import type { MailKind } from './mail-kinds';
import { orderCancelledMail, orderDeliveredMail, orderPlacedMail, orderShippedMail } from './order-mails';
import { dataExportReadyMail, deletionDoneMail, deletionScheduledMail } from './privacy-mails';
import { returnStepMail } from './return-mails';
import type { ReturnMailInput } from './return-mails';
import { subscriptionProblemMail, subscriptionReminderMail } from './subscription-mails';

export const ORIGIN = 'https://shop.example';
export const TIME_ZONE = 'Asia/Kolkata';
/** 2:30 pm in India, 9:00 am in London. */
export const STARTS_AT = '2026-11-25T09:00:00Z';
export const UNSUBSCRIBE_TOKEN = 'unsubscribe-token-Abc';
/** What a careless or hostile person may type as a name: markup, both quotes and an ampersand. */
export const HOSTILE_TEXT = `<script>alert('x')</script> "Asha" & Rao`;

/** A booking's invite as the `ics` package writes it. */
export function sampleInvite(method: 'REQUEST' | 'CANCEL' | 'PUBLISH'): CalendarInvite {
  const { error, value } = createEvent({
    uid: 'consultation-sample@guardians',
    productId: 'guardians/consultations',
    method,
    start: Date.parse(STARTS_AT),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: 30 },
    title: 'Guardians consultation',
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('The sample invite could not be written');
  return { fileName: 'guardians-consultation-2026-11-25.ics', text: value };
}

const recipient = (name: string) => ({ to: 'asha@example.com', name, publicOrigin: ORIGIN });
const consultation = (name: string) => ({
  ...recipient(name),
  expertName: name,
  profession: 'nutritionist' as const,
  startsAt: STARTS_AT,
  timeZone: TIME_ZONE,
});
const order = (name: string) => ({ ...recipient(name), orderId: '3f2a9c1e-0000-4000-8000-000000000000' });
const returnSample = (name: string): ReturnMailInput => ({
  ...order(name),
  lines: [{ name: name || 'Omega-3 Fish Oil', quantity: 1 }],
  refundAmount: 49_900,
  currency: 'INR',
  paidWith: 'the UPI, card, bank account or wallet you paid with',
  coinsBack: 20,
  rewardCoinsBack: 5,
  note: name,
});

export const MAIL_SAMPLES: Readonly<Record<MailKind, (typed: string) => MailMessage>> = {
  welcome: (typed) => welcomeMail({ ...recipient(typed), unsubscribeToken: UNSUBSCRIBE_TOKEN }),
  password_reset: (typed) => passwordResetMail({ ...recipient(typed), token: 'reset-token-Xyz' }),
  partner_invitation: (typed) =>
    partnerInvitationMail({
      to: 'new.partner@example.com',
      publicOrigin: ORIGIN,
      token: 'invite-token-Qrs',
      invitedBy: typed,
      role: 'nutritionist',
      expiresAt: '2026-12-02T09:00:00Z',
      timeZone: TIME_ZONE,
    }),
  order_placed: (typed) =>
    orderPlacedMail({
      ...order(typed),
      lines: [
        { name: typed, quantity: 2, lineTotal: 59_800 },
        { name: 'Omega-3 Fish Oil', quantity: 1, lineTotal: 70_100 },
      ],
      total: 129_900,
      currency: 'INR',
      paymentMethod: 'cod',
      shippingAddress: { name: typed, city: 'Bengaluru', postalCode: '560025', country: 'IN' },
      delivery: { estimatedFrom: '2026-11-27', estimatedTo: '2026-11-30' },
    }),
  order_shipped: (typed) => orderShippedMail({ ...order(typed), trackingNote: typed }),
  order_delivered: (typed) => orderDeliveredMail(order(typed)),
  order_cancelled: (typed) =>
    orderCancelledMail({
      ...order(typed),
      reason: typed,
      paymentRefund: { amount: 129_900, currency: 'INR', paidWith: 'the card you paid with' },
      coinsReturned: 50,
      rewardCoinsTakenBack: 12,
    }),
  consultation_booked: (typed) => consultationBookedMail({ ...consultation(typed), invite: sampleInvite('REQUEST') }),
  consultation_rescheduled: (typed) =>
    consultationRescheduledMail({ ...consultation(typed), previousStartsAt: '2026-11-24T09:00:00Z', invite: sampleInvite('REQUEST') }),
  consultation_cancelled: (typed) => consultationCancelledMail({ ...consultation(typed), cancelledBy: 'expert', invite: sampleInvite('CANCEL') }),
  consultation_reminder_24h: (typed) => consultationReminderMail({ ...consultation(typed), hoursBefore: 24, unsubscribeToken: UNSUBSCRIBE_TOKEN }),
  consultation_reminder_1h: (typed) => consultationReminderMail({ ...consultation(typed), hoursBefore: 1, unsubscribeToken: UNSUBSCRIBE_TOKEN }),
  care_plan_shared: (typed) => carePlanSharedMail({ ...recipient(typed), practitionerName: typed, profession: 'ayurvedic' }),
  care_plan_order_reminder: (typed) =>
    carePlanOrderReminderMail({ ...recipient(typed), practitionerName: typed, profession: 'nutritionist', unsubscribeToken: UNSUBSCRIBE_TOKEN }),
  care_plan_check_in: (typed) =>
    carePlanCheckInMail({ ...recipient(typed), practitionerName: typed, profession: 'health_coach', unsubscribeToken: UNSUBSCRIBE_TOKEN }),
  lab_result_ready: (typed) => labResultReadyMail(recipient(typed)),
  lab_kit_sample_reminder: (typed) => labKitSampleReminderMail({ ...recipient(typed), deliveredDaysAgo: 7, unsubscribeToken: UNSUBSCRIBE_TOKEN }),
  community_activity: (typed) =>
    communityActivityMail({ ...recipient(typed), sentence: `${typed} replied to “${typed}”`, unsubscribeToken: UNSUBSCRIBE_TOKEN }),
  community_moderation: (typed) => communityModerationMail({ ...recipient(typed), sentence: `A moderator hid your post in “${typed}”: ${typed}` }),
  data_export_ready: (typed) => dataExportReadyMail({ ...recipient(typed), availableUntil: '2026-11-27T09:00:00Z', timeZone: TIME_ZONE }),
  deletion_scheduled: (typed) => deletionScheduledMail({ ...recipient(typed), deleteAt: '2026-12-09T09:00:00Z', timeZone: TIME_ZONE }),
  deletion_done: (typed) => deletionDoneMail(recipient(typed)),
  subscription_reminder: (typed) =>
    subscriptionReminderMail({
      ...recipient(typed),
      renewalDay: 'Tuesday 8 December',
      lines: [
        { name: typed || 'Omega-3 Fish Oil 1000 mg', quantity: 2, unitPrice: 69_900, previousUnitPrice: 64_900 },
        { name: 'Vitamin D3 2000 IU', quantity: 1, unitPrice: 39_900, previousUnitPrice: 39_900 },
      ],
      goodsTotal: 170_715,
      discountPercent: 5,
      currency: 'INR',
      paidWith: 'cash on delivery',
      skipToken: 'skip-token-Xyz0123456789abcdef',
    }),
  subscription_problem: (typed) => subscriptionProblemMail({ ...recipient(typed), reason: `${typed || 'Omega-3'} is sold out.`, attempt: 1 }),
  return_requested: (typed) => returnStepMail('requested', returnSample(typed)),
  return_approved: (typed) => returnStepMail('approved', returnSample(typed)),
  return_declined: (typed) => returnStepMail('declined', returnSample(typed)),
  return_refunded: (typed) => returnStepMail('refunded', returnSample(typed)),
};
