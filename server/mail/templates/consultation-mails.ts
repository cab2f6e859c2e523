// A consultation's mails: booked, rescheduled and cancelled, each with its calendar invite, and the reminders 24 hours
// and 1 hour before. Times are written in the customer's own time zone, with the zone named.
import { ROLE_LABELS } from '@common/roles';
import type { ExpertProfession } from '@common/contracts/experts';
import type { MailAttachment, MailMessage } from '../mailer';
import { formatMailTime, greeting, MailTemplateError } from './mail-format';
import { renderMail, type MailRecipient, type UnsubscribableMail } from './mail-layout';

export interface ConsultationMailInput extends MailRecipient {
  expertName: string;
  profession: ExpertProfession;
  /** The start (ISO 8601). */
  startsAt: string;
  /** The customer's IANA time zone, e.g. Asia/Kolkata. */
  timeZone: string;
}

/** The booking's .ics (RFC 5545), written with the `ics` package and its `method` set as the mail says. */
export interface CalendarInvite {
  fileName: string;
  text: string;
}

type InviteMethod = 'REQUEST' | 'CANCEL';

/**
 * The invite as an attachment. The Content-Type's method must match the METHOD inside (RFC 6047), or calendars may
 * ignore the invite, so an .ics written for another method (the download's PUBLISH) is refused rather than mislabelled.
 */
function inviteAttachment(invite: CalendarInvite, method: InviteMethod): MailAttachment {
  const written = /^METHOD:(.*)$/m.exec(invite.text)?.[1]?.trim();
  if (!invite.text.startsWith('BEGIN:VCALENDAR') || written !== method) {
    throw new MailTemplateError(
      'MAIL_CALENDAR_INVALID',
      `The invite must be an iCalendar file with METHOD:${method} (found ${written ? `METHOD:${written}` : 'none'}): write it with the ics option method: '${method}'.`,
    );
  }
  return { filename: invite.fileName, contentType: `text/calendar; charset=utf-8; method=${method}`, content: invite.text };
}

function withWhom(input: ConsultationMailInput): string {
  return `${input.expertName.trim()} (${ROLE_LABELS[input.profession]})`;
}

const HOW_TO_JOIN = 'It takes place online: your consultations page on Guardians shows how to join.';
const MOVE_OR_CANCEL = 'You can move or cancel it on your consultations page until it starts.';

export interface ConsultationBookedMailInput extends ConsultationMailInput {
  invite: CalendarInvite;
}

export function consultationBookedMail(input: ConsultationBookedMailInput): MailMessage {
  const when = formatMailTime(input.startsAt, input.timeZone);
  return renderMail({
    kind: 'consultation_booked',
    to: input.to,
    publicOrigin: input.publicOrigin,
    subject: `Consultation booked with ${input.expertName}: ${when}`,
    heading: 'Your consultation is booked',
    blocks: [
      greeting(input.name),
      `Your consultation with ${withWhom(input)} is booked.`,
      `When: ${when}`,
      HOW_TO_JOIN,
      'The invite attached to this mail adds it to your calendar.',
      MOVE_OR_CANCEL,
    ],
    action: { label: 'See your consultations', page: 'consultations' },
    attachments: [inviteAttachment(input.invite, 'REQUEST')],
  });
}

export interface ConsultationRescheduledMailInput extends ConsultationMailInput {
  /** The start it had before (ISO 8601). */
  previousStartsAt: string;
  invite: CalendarInvite;
}

export function consultationRescheduledMail(input: ConsultationRescheduledMailInput): MailMessage {
  const when = formatMailTime(input.startsAt, input.timeZone);
  return renderMail({
    kind: 'consultation_rescheduled',
    to: input.to,
    publicOrigin: input.publicOrigin,
    subject: `Consultation moved with ${input.expertName}: now ${when}`,
    heading: 'Your consultation has a new time',
    blocks: [
      greeting(input.name),
      `Your consultation with ${withWhom(input)} has moved.`,
      `New time: ${when}`,
      `It was: ${formatMailTime(input.previousStartsAt, input.timeZone)}`,
      HOW_TO_JOIN,
      'The invite attached to this mail updates your calendar.',
    ],
    action: { label: 'See your consultations', page: 'consultations' },
    attachments: [inviteAttachment(input.invite, 'REQUEST')],
  });
}

export interface ConsultationCancelledMailInput extends ConsultationMailInput {
  cancelledBy: 'customer' | 'expert';
  invite: CalendarInvite;
}

export function consultationCancelledMail(input: ConsultationCancelledMailInput): MailMessage {
  const when = formatMailTime(input.startsAt, input.timeZone);
  return renderMail({
    kind: 'consultation_cancelled',
    to: input.to,
    publicOrigin: input.publicOrigin,
    subject: `Consultation cancelled with ${input.expertName}: ${when}`,
    heading: 'Your consultation is cancelled',
    blocks: [
      greeting(input.name),
      input.cancelledBy === 'customer'
        ? `You cancelled your consultation with ${withWhom(input)}.`
        : `${input.expertName.trim()} had to cancel your consultation. We are sorry for the change.`,
      `It was planned for: ${when}`,
      'The invite attached to this mail removes it from your calendar.',
      'You can book another time on your consultations page.',
    ],
    action: { label: 'Book another time', page: 'consultations' },
    attachments: [inviteAttachment(input.invite, 'CANCEL')],
  });
}

export interface ConsultationReminderMailInput extends ConsultationMailInput, UnsubscribableMail {
  hoursBefore: 24 | 1;
}

export function consultationReminderMail(input: ConsultationReminderMailInput): MailMessage {
  const when = formatMailTime(input.startsAt, input.timeZone);
  const soon = input.hoursBefore === 1 ? 'in 1 hour' : 'in 24 hours';
  return renderMail({
    kind: input.hoursBefore === 1 ? 'consultation_reminder_1h' : 'consultation_reminder_24h',
    to: input.to,
    publicOrigin: input.publicOrigin,
    unsubscribeToken: input.unsubscribeToken,
    subject: `Reminder: your consultation with ${input.expertName} starts ${soon}`,
    heading: `Your consultation starts ${soon}`,
    blocks: [
      greeting(input.name),
      `A reminder of your consultation with ${withWhom(input)}.`,
      `When: ${when}`,
      'To join, open your consultations page on Guardians a few minutes before the start.',
      MOVE_OR_CANCEL,
    ],
    action: { label: 'See your consultations', page: 'consultations' },
  });
}
