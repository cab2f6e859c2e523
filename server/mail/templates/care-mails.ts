// Care's mails: a practitioner shared a plan, and a lab result is ready. Mail travels through servers the store does not
// control and sits in inboxes others may read, so these say only that something is waiting: the plan and the result are
// read after signing in.
import { ROLE_LABELS } from '@common/roles';
import type { ExpertProfession } from '@common/contracts/experts';
import type { MailMessage } from '../mailer';
import { greeting } from './mail-format';
import { PLAN_CHECK_IN_DAYS, PLAN_ORDER_REMINDER_DAYS } from '@common/care-plans';
import { renderMail, type MailRecipient, type UnsubscribableMail } from './mail-layout';

export interface CarePlanSharedMailInput extends MailRecipient {
  practitionerName: string;
  profession: ExpertProfession;
}

export function carePlanSharedMail(input: CarePlanSharedMailInput): MailMessage {
  const practitioner = input.practitionerName.trim();
  return renderMail({
    kind: 'care_plan_shared',
    to: input.to,
    publicOrigin: input.publicOrigin,
    subject: `${practitioner} shared a plan with you on Guardians`,
    heading: 'A plan is waiting for you',
    blocks: [greeting(input.name), `${practitioner} (${ROLE_LABELS[input.profession]}) shared a plan with you.`, 'Sign in and open your profile to read it.'],
    action: { label: 'Sign in to read your plan', page: 'profile' },
  });
}

export type CarePlanReminderMailInput = CarePlanSharedMailInput & UnsubscribableMail;

/** Day 3 of a plan not yet ordered. Like the shared plan's mail, it names nothing of the plan. */
export function carePlanOrderReminderMail(input: CarePlanReminderMailInput): MailMessage {
  const practitioner = input.practitionerName.trim();
  return renderMail({
    kind: 'care_plan_order_reminder',
    to: input.to,
    publicOrigin: input.publicOrigin,
    unsubscribeToken: input.unsubscribeToken,
    subject: `Your plan from ${practitioner} is waiting`,
    heading: 'Your plan is waiting',
    blocks: [
      greeting(input.name),
      `${practitioner} (${ROLE_LABELS[input.profession]}) shared a plan with you ${PLAN_ORDER_REMINDER_DAYS} days ago, and it has not been ordered yet.`,
      'Open it in your profile: its items go into your cart in one step, at today’s prices. Questions about it are best asked of your practitioner.',
    ],
    action: { label: 'Sign in to open your plan', page: 'profile' },
  });
}

/** Day 7 of a plan: the practitioner's question, answered in the profile. */
export function carePlanCheckInMail(input: CarePlanReminderMailInput): MailMessage {
  const practitioner = input.practitionerName.trim();
  return renderMail({
    kind: 'care_plan_check_in',
    to: input.to,
    publicOrigin: input.publicOrigin,
    unsubscribeToken: input.unsubscribeToken,
    subject: 'How is your plan going?',
    heading: 'How is your plan going?',
    blocks: [
      greeting(input.name),
      `It has been ${PLAN_CHECK_IN_DAYS} days since ${practitioner} (${ROLE_LABELS[input.profession]}) shared your plan.`,
      'Tell them how it is going, with a score from 1 to 5 and a note if you like, from your profile. They read your answer before your next conversation.',
    ],
    action: { label: 'Sign in to answer', page: 'profile' },
  });
}

export type LabKitSampleReminderMailInput = MailRecipient & UnsubscribableMail & { deliveredDaysAgo: number };

/** A test kit delivered a while ago whose sample has not reached the lab. */
export function labKitSampleReminderMail(input: LabKitSampleReminderMailInput): MailMessage {
  return renderMail({
    kind: 'lab_kit_sample_reminder',
    to: input.to,
    publicOrigin: input.publicOrigin,
    unsubscribeToken: input.unsubscribeToken,
    subject: 'Your test kit: the lab is waiting for your sample',
    heading: 'The lab is waiting for your sample',
    blocks: [
      greeting(input.name),
      `Your test kit was delivered ${input.deliveredDaysAgo} days ago, and its sample has not reached the lab yet.`,
      'Take the sample as the leaflet in the box shows, and post it in the envelope that came with it. If you have posted it already, there is nothing to do: it is on its way.',
      'Your profile shows where the test stands, and the result once the lab has it.',
    ],
    action: { label: 'Sign in to follow your test', page: 'profile' },
  });
}

/**
 * What a lab result mail may never carry, made impossible at compile time: an object holding any of these keys does not
 * fit the input, even when it is not written out where the mail is called.
 */
interface NoResultDetail {
  value?: never;
  unit?: never;
  band?: never;
  code?: never;
  testName?: never;
  observations?: never;
  report?: never;
}

/** Only who the mail goes to: nothing about the test or its result. */
export type LabResultReadyMailInput = MailRecipient & NoResultDetail;

export function labResultReadyMail(input: LabResultReadyMailInput): MailMessage {
  return renderMail({
    kind: 'lab_result_ready',
    to: input.to,
    publicOrigin: input.publicOrigin,
    subject: 'Your lab result is ready on Guardians',
    heading: 'Your lab result is ready',
    blocks: [
      greeting(input.name),
      'A result from a lab test you took with Guardians is ready.',
      'To keep it private, this mail does not contain it. Sign in to view it in your profile.',
    ],
    action: { label: 'Sign in to view your result', page: 'profile' },
  });
}
