// Care's mails: a practitioner shared a plan, and a lab result is ready. Mail travels through servers the store does not
// control and sits in inboxes others may read, so these say only that something is waiting: the plan and the result are
// read after signing in.
import { ROLE_LABELS } from '@common/roles';
import type { ExpertProfession } from '@common/contracts/experts';
import type { MailMessage } from '../mailer';
import { greeting } from './mail-format';
import { renderMail, type MailRecipient } from './mail-layout';

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
