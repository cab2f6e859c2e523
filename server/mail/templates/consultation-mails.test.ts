import { describe, expect, it } from 'vitest';
import {
  consultationBookedMail,
  consultationCancelledMail,
  consultationReminderMail,
  consultationRescheduledMail,
  type ConsultationMailInput,
} from './consultation-mails';
import { MailTemplateError } from './mail-format';
import { ORIGIN, sampleInvite, STARTS_AT, TIME_ZONE, UNSUBSCRIBE_TOKEN } from './mail-samples';
import type { MailMessage } from '../mailer';

const booking: ConsultationMailInput = {
  to: 'asha@example.com',
  name: 'Asha',
  publicOrigin: ORIGIN,
  expertName: 'Dr Kavya Iyer',
  profession: 'nutritionist',
  startsAt: STARTS_AT,
  timeZone: TIME_ZONE,
};

function theInvite(mail: MailMessage) {
  expect(mail.attachments).toHaveLength(1);
  const [invite] = mail.attachments ?? [];
  expect(invite?.filename).toMatch(/\.ics$/);
  expect(invite?.content.startsWith('BEGIN:VCALENDAR')).toBe(true);
  return invite;
}

describe('consultationBookedMail', () => {
  const mail = consultationBookedMail({ ...booking, invite: sampleInvite('REQUEST') });

  it("names the practitioner and the time in the customer's own zone", () => {
    expect(mail.subject).toBe('Consultation booked with Dr Kavya Iyer: Wednesday, 25 November 2026 at 2:30 pm IST');
    expect(mail.text).toContain('Your consultation with Dr Kavya Iyer (Nutritionist) is booked.');
    expect(mail.text).toContain('When: Wednesday, 25 November 2026 at 2:30 pm IST');
    expect(mail.text).toContain(`See your consultations: ${ORIGIN}/consultation`);
  });

  it('writes the same instant in another zone as that zone reads it', () => {
    const london = consultationBookedMail({ ...booking, timeZone: 'Europe/London', invite: sampleInvite('REQUEST') });
    expect(london.text).toContain('When: Wednesday, 25 November 2026 at 9:00 am GMT');
  });

  it('attaches one calendar request', () => {
    expect(theInvite(mail)?.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
  });

  it('refuses an invite written for another method, rather than mislabel it', () => {
    const publish = () => consultationBookedMail({ ...booking, invite: sampleInvite('PUBLISH') });
    expect(publish).toThrow(MailTemplateError);
    expect(publish).toThrow(/METHOD:REQUEST \(found METHOD:PUBLISH\)/);
    expect(() => consultationBookedMail({ ...booking, invite: { fileName: 'x.ics', text: 'METHOD:REQUEST' } })).toThrow(/iCalendar/);
  });
});

describe('consultationRescheduledMail', () => {
  const mail = consultationRescheduledMail({ ...booking, previousStartsAt: '2026-11-24T04:30:00Z', invite: sampleInvite('REQUEST') });

  it('gives the new time and the old one, both in the customer zone', () => {
    expect(mail.subject).toContain('now Wednesday, 25 November 2026 at 2:30 pm IST');
    expect(mail.text).toContain('New time: Wednesday, 25 November 2026 at 2:30 pm IST');
    expect(mail.text).toContain('It was: Tuesday, 24 November 2026 at 10:00 am IST');
  });

  it('attaches one calendar request that updates the calendar', () => {
    expect(theInvite(mail)?.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
  });
});

describe('consultationCancelledMail', () => {
  it('says who cancelled, and when it was planned', () => {
    const byCustomer = consultationCancelledMail({ ...booking, cancelledBy: 'customer', invite: sampleInvite('CANCEL') });
    expect(byCustomer.text).toContain('You cancelled your consultation with Dr Kavya Iyer (Nutritionist).');
    expect(byCustomer.text).toContain('It was planned for: Wednesday, 25 November 2026 at 2:30 pm IST');
    const byExpert = consultationCancelledMail({ ...booking, cancelledBy: 'expert', invite: sampleInvite('CANCEL') });
    expect(byExpert.text).toContain('Dr Kavya Iyer had to cancel your consultation.');
  });

  it('attaches one calendar cancellation, and refuses a request in its place', () => {
    const mail = consultationCancelledMail({ ...booking, cancelledBy: 'customer', invite: sampleInvite('CANCEL') });
    expect(theInvite(mail)?.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(() => consultationCancelledMail({ ...booking, cancelledBy: 'customer', invite: sampleInvite('REQUEST') })).toThrow(/METHOD:CANCEL/);
  });
});

describe('consultationReminderMail', () => {
  it.each([
    { hoursBefore: 24 as const, soon: 'in 24 hours' },
    { hoursBefore: 1 as const, soon: 'in 1 hour' },
  ])('says the consultation starts $soon, at what time in the customer zone', ({ hoursBefore, soon }) => {
    const mail = consultationReminderMail({ ...booking, hoursBefore, unsubscribeToken: UNSUBSCRIBE_TOKEN });
    expect(mail.subject).toBe(`Reminder: your consultation with Dr Kavya Iyer starts ${soon}`);
    expect(mail.text).toContain('When: Wednesday, 25 November 2026 at 2:30 pm IST');
    expect(mail.text).toContain('reminders are switched on for your Guardians account');
    expect(mail.text).toContain(`Unsubscribe: ${ORIGIN}/unsubscribe?token=${UNSUBSCRIBE_TOKEN}`);
    expect(mail.attachments).toBeUndefined();
  });
});
