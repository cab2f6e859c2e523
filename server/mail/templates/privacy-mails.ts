// The mails that answer a customer's privacy requests: their data export is ready, their account's deletion is
// scheduled, and it is done.
import { STORE_CONTACT } from '@common/store-contact';
import type { MailMessage } from '../mailer';
import { formatMailTime, greeting } from './mail-format';
import { renderMail, type MailRecipient } from './mail-layout';

const NOT_YOU = `If you did not ask for this, change your password and write to us at ${STORE_CONTACT.email}.`;

export interface DataExportReadyMailInput extends MailRecipient {
  /** When the download stops working (ISO 8601). */
  availableUntil: string;
  /** The customer's IANA time zone, e.g. Asia/Kolkata. */
  timeZone: string;
}

export function dataExportReadyMail(input: DataExportReadyMailInput): MailMessage {
  return renderMail({
    kind: 'data_export_ready',
    to: input.to,
    publicOrigin: input.publicOrigin,
    subject: 'Your Guardians data export is ready',
    heading: 'Your data export is ready',
    blocks: [
      greeting(input.name),
      'The copy of your data you asked for is ready. Sign in and download it from your profile.',
      `It is available until ${formatMailTime(input.availableUntil, input.timeZone)}. After that, you can ask for a new one.`,
      NOT_YOU,
    ],
    action: { label: 'Sign in to download your data', page: 'profile' },
  });
}

export interface DeletionScheduledMailInput extends MailRecipient {
  /** When the account will be deleted (ISO 8601). */
  deleteAt: string;
  /** The customer's IANA time zone, e.g. Asia/Kolkata. */
  timeZone: string;
}

export function deletionScheduledMail(input: DeletionScheduledMailInput): MailMessage {
  const when = formatMailTime(input.deleteAt, input.timeZone);
  return renderMail({
    kind: 'deletion_scheduled',
    to: input.to,
    publicOrigin: input.publicOrigin,
    subject: 'Your Guardians account is scheduled for deletion',
    heading: 'Your account will be deleted',
    blocks: [
      greeting(input.name),
      `As you asked, your Guardians account and its data will be deleted on ${when}. You have been signed out everywhere.`,
      'Changed your mind? Sign in before then: signing in cancels the deletion, and your account stays as it is.',
      NOT_YOU,
    ],
    action: { label: 'Sign in to keep your account', page: 'profile' },
  });
}

/** No link: the account it could lead to is gone. */
export type DeletionDoneMailInput = Omit<MailRecipient, 'publicOrigin'>;

export function deletionDoneMail(input: DeletionDoneMailInput): MailMessage {
  return renderMail({
    kind: 'deletion_done',
    to: input.to,
    subject: 'Your Guardians account has been deleted',
    heading: 'Your account has been deleted',
    blocks: [
      greeting(input.name),
      'As you asked, your Guardians account and its data have been deleted.',
      'This is the last mail we send to this address. You are welcome to create a new account at any time.',
      `If you have a question about it, write to us at ${STORE_CONTACT.email}.`,
    ],
  });
}
