// A consultation's mails (issue 42): booked, rescheduled and cancelled through the API into the outbox, each once and
// with its calendar invite (REQUEST, then CANCEL; one UID, a rising SEQUENCE); the reminders 24 h and 1 h before,
// queued with the booking and sent by their job only for a booking still at that time, to a customer who wants them.
import { describe, expect, it, beforeAll } from 'vitest';
import { ConsultationResponse, ExpertResponse } from '@common/contracts/experts';
import type { Consultation } from '@common/contracts/experts';
import { readOutbox } from '../../mail/outbox-mailer';
import type { OutboxMail } from '../../mail/outbox-mailer';
import { formatMailTime } from '../../mail/templates/mail-format';
import { registerVisitor } from '../../test/accounts-helpers';
import { recordingMailDeps } from '../../test/recording-queue';
import type { RegisteredVisitor } from '../../test/accounts-helpers';
import { eventually, TEST_DATABASE_KIND } from '../../test/test-context';
import { useTestApp } from '../../test/use-test-app';
import { loadAccountUser } from '../accounts/account-user';
import { CONSULTATION_MAIL_TIME_ZONE, CONSULTATION_REMINDER_JOB, ConsultationMails, consultationReminderKey } from './consultation-mails';
import type { ConsultationReminder } from './consultation-mails';
import { ExpertsService } from './experts.service';

const HOUR_MS = 3_600_000;

const app = useTestApp({ accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } } });

// These tests move bookings whatever the hour: the experts' cancellation terms (free until 24 hours before) are
// consultation-payments.test.ts's to test, so here moving is free until a consultation starts.
beforeAll(async () => {
  await app.db.updateTable('experts').set({ free_cancellation_hours: 0 }).execute();
});

async function expert(slug: string): Promise<ExpertResponse['expert']> {
  const response = await app.request(`/api/experts/${slug}`);
  expect(response.status).toBe(200);
  return ExpertResponse.parse(await response.json()).expert;
}

/** The expert's `index`-th free slot at least 25 hours ahead, so both reminders are still to come. */
async function slotAhead(slug: string, index = 0): Promise<{ expertId: string; name: string; startsAt: string }> {
  const profile = await expert(slug);
  const startsAt = profile.nextSlots.filter((slot) => Date.parse(slot) > Date.now() + 25 * HOUR_MS)[index];
  if (!startsAt) throw new Error(`${slug} has no free slot ${index} a day ahead`);
  return { expertId: profile.id, name: profile.name, startsAt };
}

async function readConsultation(response: Response, status: number): Promise<Consultation> {
  expect(response.status, await response.clone().text()).toBe(status);
  return ConsultationResponse.parse(await response.json()).consultation;
}

async function book(customer: RegisteredVisitor, slug: string, index = 0): Promise<{ name: string; consultation: Consultation }> {
  const { expertId, name, startsAt } = await slotAhead(slug, index);
  return { name, consultation: await readConsultation(await customer.visitor.post('/api/consultations', { expertId, startsAt }), 201) };
}

/** The consultation mails in `email`'s outbox once every mail asked for has been delivered, oldest first. */
async function consultationMailsTo(email: string): Promise<OutboxMail[]> {
  await eventually(
    async () =>
      (await app.db.selectFrom('jobs').select('id').where('name', '=', 'mail.send').where('status', 'in', ['waiting', 'active']).execute()).length === 0,
    10_000,
  );
  return (await readOutbox(app.db, { to: email, limit: 50 })).filter((mail) => /consultation/i.test(mail.subject)).reverse();
}

/** The invite's text with RFC 5545's folded lines joined again. */
function unfolded(invite: string): string {
  return invite.replace(/\r\n[ \t]/g, '');
}

function when(startsAt: string): string {
  return formatMailTime(startsAt, CONSULTATION_MAIL_TIME_ZONE);
}

async function reminderJobs(consultationId: string) {
  return app.db
    .selectFrom('jobs')
    .select(['dedupe_key', 'run_at'])
    .where('name', '=', CONSULTATION_REMINDER_JOB.name)
    .where('dedupe_key', 'like', `consultation-reminder:${consultationId}:%`)
    .orderBy('run_at')
    .execute();
}

describe(`consultation mails on ${TEST_DATABASE_KIND}`, () => {
  it('mails the booking with a METHOD:REQUEST invite and queues its reminders 24 h and 1 h before', async () => {
    const customer = await registerVisitor(app);
    const { name, consultation } = await book(customer, 'meera-iyer');

    const mails = await consultationMailsTo(customer.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Consultation booked with ${name}: ${when(consultation.startsAt)}`]);
    const [booked] = mails;
    expect(booked!.text).toContain(`When: ${when(consultation.startsAt)}`);
    expect(booked!.text).toContain('IST');
    expect(booked!.text).toContain(`${app.url}/`);
    expect(booked!.attachments).toHaveLength(1);
    const invite = booked!.attachments[0]!;
    expect(invite.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    const text = unfolded(invite.content);
    expect(text).toContain('METHOD:REQUEST');
    expect(text).toContain(`UID:consultation-${consultation.id}@guardians`);
    expect(text).toContain('SEQUENCE:0');
    expect(text).toContain('STATUS:CONFIRMED');
    expect(text).toContain(`mailto:${customer.email}`);

    const start = Date.parse(consultation.startsAt);
    expect(await reminderJobs(consultation.id)).toEqual([
      { dedupe_key: consultationReminderKey(consultation.id, consultation.startsAt, 24), run_at: new Date(start - 24 * HOUR_MS).toISOString() },
      { dedupe_key: consultationReminderKey(consultation.id, consultation.startsAt, 1), run_at: new Date(start - HOUR_MS).toISOString() },
    ]);
  });

  it('mails a move once, with an invite that replaces the event (same UID, higher SEQUENCE), and queues reminders for the new time', async () => {
    const customer = await registerVisitor(app);
    const { name, consultation } = await book(customer, 'vaidya-lakshmi-nair');
    const { startsAt: target } = await slotAhead('vaidya-lakshmi-nair', 2);
    const move = () => customer.visitor.post(`/api/consultations/${consultation.id}/reschedule`, { startsAt: target });
    await readConsultation(await move(), 200);
    // The same move sent again changes nothing and mails nothing.
    await readConsultation(await move(), 200);

    const mails = await consultationMailsTo(customer.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Consultation booked with ${name}: ${when(consultation.startsAt)}`,
      `Consultation moved with ${name}: now ${when(target)}`,
    ]);
    const moved = mails[1]!;
    expect(moved.text).toContain(`New time: ${when(target)}`);
    expect(moved.text).toContain(`It was: ${when(consultation.startsAt)}`);
    const invite = unfolded(moved.attachments[0]!.content);
    expect(moved.attachments[0]!.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(invite).toContain(`UID:consultation-${consultation.id}@guardians`);
    expect(invite).toContain('SEQUENCE:1');
    expect(invite).toContain(`DTSTART:${target.replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z')}`);

    // The download keeps working, as a published file of the same event and version.
    const download = await (await customer.visitor.get(`/api/consultations/${consultation.id}/calendar.ics`)).text();
    expect(download).toContain('METHOD:PUBLISH');
    expect(download).toContain(`UID:consultation-${consultation.id}@guardians`);
    expect(download).toContain('SEQUENCE:1');

    const keys = (await reminderJobs(consultation.id)).map((job) => job.dedupe_key);
    expect(keys).toContain(consultationReminderKey(consultation.id, target, 24));
    expect(keys).toContain(consultationReminderKey(consultation.id, target, 1));
  });

  it("mails an invite carrying the consultation's video link when the practice has a meeting link template", async () => {
    await app.db
      .updateTable('experts')
      .set({ meeting_link_template: 'https://meet.jit.si/guardians-{consultationId}' })
      .where('slug', '=', 'vaidya-harish-joshi')
      .execute();
    const customer = await registerVisitor(app);
    const { consultation } = await book(customer, 'vaidya-harish-joshi');
    const link = `https://meet.jit.si/guardians-${consultation.id}`;
    expect(consultation.joinUrl).toBe(link);

    await readConsultation(await customer.visitor.post(`/api/consultations/${consultation.id}/cancel`), 200);
    const [booked, cancelled] = await consultationMailsTo(customer.email);
    const invite = unfolded(booked!.attachments[0]!.content);
    expect(invite).toContain(`LOCATION:${link}`);
    expect(invite).toContain(`URL:${link}`);
    expect(invite).toContain(`Join the video call: ${link}`);
    // The event that removes it does not offer the call any more.
    expect(unfolded(cancelled!.attachments[0]!.content)).not.toContain(link);
  });

  it('mails the cancellation once, with a METHOD:CANCEL invite that removes the event', async () => {
    const customer = await registerVisitor(app);
    const { name, consultation } = await book(customer, 'priya-bansal');
    await readConsultation(await customer.visitor.post(`/api/consultations/${consultation.id}/cancel`), 200);
    await readConsultation(await customer.visitor.post(`/api/consultations/${consultation.id}/cancel`), 200);

    const mails = await consultationMailsTo(customer.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Consultation booked with ${name}: ${when(consultation.startsAt)}`,
      `Consultation cancelled with ${name}: ${when(consultation.startsAt)}`,
    ]);
    const cancelled = mails[1]!;
    expect(cancelled.text).toContain(`You cancelled your consultation with ${name}`);
    expect(cancelled.attachments[0]!.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    const invite = unfolded(cancelled.attachments[0]!.content);
    expect(invite).toContain('METHOD:CANCEL');
    expect(invite).toContain('STATUS:CANCELLED');
    expect(invite).toContain(`UID:consultation-${consultation.id}@guardians`);
    expect(invite).toContain('SEQUENCE:1');
  });

  it('sends the 24-hour reminder when its job comes due, with an unsubscribe link', async () => {
    const customer = await registerVisitor(app);
    const { name, consultation } = await book(customer, 'kavya-rao');
    const key = consultationReminderKey(consultation.id, consultation.startsAt, 24);
    // As if the clock had reached a day before the start.
    await app.db
      .updateTable('jobs')
      .set({ run_at: new Date(Date.now() - 1_000).toISOString() })
      .where('dedupe_key', '=', key)
      .execute();

    await eventually(async () => (await consultationMailsTo(customer.email)).some((mail) => mail.subject.startsWith('Reminder:')), 10_000);
    const reminders = (await consultationMailsTo(customer.email)).filter((mail) => mail.subject.startsWith('Reminder:'));
    expect(reminders.map((mail) => mail.subject)).toEqual([`Reminder: your consultation with ${name} starts in 24 hours`]);
    expect(reminders[0]!.text).toContain(`When: ${when(consultation.startsAt)}`);
    expect(reminders[0]!.text).toMatch(new RegExp(`${app.url}/unsubscribe\\?token=[A-Za-z0-9_-]+`));
  });
});

describe(`the reminder job on ${TEST_DATABASE_KIND}`, () => {
  /** The reminder job's handler over the test database, with its clock, the mails it asks for and the preferences. */
  function reminders(options: { now?: () => Date; wants?: boolean } = {}) {
    const { mails, queue, deps: shared } = recordingMailDeps(app.db, { wants: options.wants });
    const deps = { ...shared, now: options.now ?? (() => new Date()) };
    new ConsultationMails(deps);
    const run = (reminder: ConsultationReminder) => queue.handlers.get(CONSULTATION_REMINDER_JOB.name)!(reminder, { id: 'test', attempt: 1 });
    return { run, mails, queue, deps };
  }

  const origin = 'https://shop.example';

  it('reminds of a booking still at its time, with the unsubscribe link of the customer’s reminders', async () => {
    const customer = await registerVisitor(app);
    const { name, consultation } = await book(customer, 'arjun-mehta');
    const { run, mails } = reminders();
    await run({ consultationId: consultation.id, startsAt: consultation.startsAt, hoursBefore: 24, origin });
    expect(mails.map((mail) => [mail.key, mail.message.to, mail.message.subject])).toEqual([
      [consultationReminderKey(consultation.id, consultation.startsAt, 24), customer.email, `Reminder: your consultation with ${name} starts in 24 hours`],
    ]);
    expect(mails[0]!.message.text).toContain(`${origin}/unsubscribe?token=token-reminders-${customer.userId}`);
  });

  it('does nothing for the old time of a moved consultation, and reminds of the new one', async () => {
    const customer = await registerVisitor(app);
    const { consultation } = await book(customer, 'sana-qureshi');
    const { startsAt: target } = await slotAhead('sana-qureshi', 3);
    await readConsultation(await customer.visitor.post(`/api/consultations/${consultation.id}/reschedule`, { startsAt: target }), 200);
    const { run, mails } = reminders();
    await run({ consultationId: consultation.id, startsAt: consultation.startsAt, hoursBefore: 24, origin });
    await run({ consultationId: consultation.id, startsAt: consultation.startsAt, hoursBefore: 1, origin });
    expect(mails).toEqual([]);
    await run({ consultationId: consultation.id, startsAt: target, hoursBefore: 24, origin });
    expect(mails.map((mail) => mail.key)).toEqual([consultationReminderKey(consultation.id, target, 24)]);
    expect(mails[0]!.message.text).toContain(`When: ${when(target)}`);
  });

  it('does nothing for a cancelled consultation', async () => {
    const customer = await registerVisitor(app);
    const { consultation } = await book(customer, 'rohan-desai');
    await readConsultation(await customer.visitor.post(`/api/consultations/${consultation.id}/cancel`), 200);
    const { run, mails } = reminders();
    for (const hoursBefore of [24, 1] as const) await run({ consultationId: consultation.id, startsAt: consultation.startsAt, hoursBefore, origin });
    expect(mails).toEqual([]);
  });

  it('does nothing for a customer who switched reminders off', async () => {
    const customer = await registerVisitor(app);
    const { consultation } = await book(customer, 'dr-suresh-reddy');
    const { run, mails } = reminders({ wants: false });
    await run({ consultationId: consultation.id, startsAt: consultation.startsAt, hoursBefore: 24, origin });
    expect(mails).toEqual([]);
  });

  it('drops a 24-hour reminder run so late the start is hours away, and still sends the 1-hour one', async () => {
    const customer = await registerVisitor(app);
    const { name, consultation } = await book(customer, 'dr-farah-khan');
    const twoHoursBefore = new Date(Date.parse(consultation.startsAt) - 2 * HOUR_MS);
    const { run, mails } = reminders({ now: () => twoHoursBefore });
    await run({ consultationId: consultation.id, startsAt: consultation.startsAt, hoursBefore: 24, origin });
    expect(mails).toEqual([]);
    await run({ consultationId: consultation.id, startsAt: consultation.startsAt, hoursBefore: 1, origin });
    expect(mails.map((mail) => mail.message.subject)).toEqual([`Reminder: your consultation with ${name} starts in 1 hour`]);
  });

  it('queues no reminder whose time has already passed at booking', async () => {
    const customer = await registerVisitor(app);
    const { expertId, startsAt } = await slotAhead('vaidya-ravi-kulkarni');
    const twoHoursBefore = new Date(Date.parse(startsAt) - 2 * HOUR_MS);
    const { deps, queue, mails } = reminders();
    const experts = new ExpertsService({ ...deps, now: () => twoHoursBefore, links: { publicOrigin: undefined, allowedHosts: [] } });
    const user = await loadAccountUser(app.db, customer.userId);
    const consultation = await experts.book(user!, { expertId, startsAt }, origin);

    expect(queue.enqueued).toEqual([
      {
        name: CONSULTATION_REMINDER_JOB.name,
        payload: { consultationId: consultation.id, startsAt, hoursBefore: 1, origin },
        options: { runAt: new Date(Date.parse(startsAt) - HOUR_MS), key: consultationReminderKey(consultation.id, startsAt, 1) },
      },
    ]);
    expect(mails.map((mail) => mail.key)).toEqual([`consultation-booked:${consultation.id}`]);
  });
});
