// A consultation's mails (issue 42): booked, rescheduled and cancelled, each with its calendar invite, asked for once
// the change committed; and the reminders 24 hours and 1 hour before, jobs queued with the booking (and again with each
// move) that look the consultation up when they run and remind only of a booking still at the time they were queued
// for, and only a customer who still wants reminders. Every mail is keyed by its event, so none is sent twice.
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { z } from 'zod';
import { EXPERT_PROFESSIONS } from '@common/contracts/experts';
import type { ExpertProfession } from '@common/contracts/experts';
import { receivesMail } from '@common/email';
import type { Database } from '../../db/schema';
import { defineJob } from '../../jobs/job-queue';
import type { JobQueue } from '../../jobs/job-queue';
import type { SendMail } from '../../mail/mail-jobs';
import type { MailPreferences } from '../../mail/mail-preferences';
import {
  consultationBookedMail,
  consultationCancelledMail,
  consultationReminderMail,
  consultationRescheduledMail,
} from '../../mail/templates/consultation-mails';
import type { ConsultationMailInput } from '../../mail/templates/consultation-mails';
import { accountNamesByIds } from '../accounts/accounts.exports';
import { consultationCalendar } from './consultation-calendar';
import type { CalendarConsultation, CalendarFile, CalendarMethod } from './consultation-calendar';
import { findConsultation, findExpertById } from './experts.repository';
import type { ConsultationRow, ExpertRow } from './experts.repository';

const HOUR_MS = 60 * 60 * 1000;

/** The store keeps no customer's time zone and sells in India: mails write times in India Standard Time. */
export const CONSULTATION_MAIL_TIME_ZONE = 'Asia/Kolkata';

export const REMINDER_HOURS = [24, 1] as const;
export type ReminderHours = (typeof REMINDER_HOURS)[number];

export const CONSULTATION_REMINDER_JOB = defineJob({
  name: 'consultation.reminder',
  payload: z.object({
    consultationId: z.string().min(1).max(64),
    /** The start the reminder was queued for: a moved consultation's old reminders find another start and do nothing. */
    startsAt: z.string().max(40),
    hoursBefore: z.union([z.literal(24), z.literal(1)]),
    /** The origin of the mail's links, taken from the request that booked or moved the consultation. */
    origin: z.string().max(200),
  }),
});
export type ConsultationReminder = z.infer<typeof CONSULTATION_REMINDER_JOB.payload>;

/** The reminder job's key, and its mail's: one per consultation, start and lead time. */
export function consultationReminderKey(consultationId: string, startsAt: string, hoursBefore: ReminderHours): string {
  return `consultation-reminder:${consultationId}:${startsAt}:${hoursBefore}h`;
}

export interface ConsultationMailDependencies {
  db: Kysely<Database>;
  sendMail: SendMail;
  jobs: JobQueue;
  /** Whether the customer still wants reminders, and their unsubscribe link's token. */
  preferences: MailPreferences;
  logger: Logger;
  now: () => Date;
}

interface Customer {
  email: string;
  name: string;
}

function professionOf(expert: ExpertRow): ExpertProfession {
  const profession = EXPERT_PROFESSIONS.find((known) => known === expert.profession);
  if (!profession) throw new Error(`Expert ${expert.id} has an unknown profession ${expert.profession}`);
  return profession;
}

export class ConsultationMails {
  readonly #deps: ConsultationMailDependencies;

  constructor(deps: ConsultationMailDependencies) {
    this.#deps = deps;
    deps.jobs.handle(CONSULTATION_REMINDER_JOB, (reminder) => this.remind(reminder));
  }

  /** The confirmation with its invite, and the reminders. */
  async booked(row: ConsultationRow, expert: ExpertRow, origin: string | undefined): Promise<void> {
    await this.#ask(row, `consultation-booked:${row.id}`, origin, async (customer, publicOrigin) => {
      const invite = this.#invite(row, expert, 'REQUEST', customer);
      await this.#deps.sendMail(consultationBookedMail({ ...this.#mailInput(row, expert, customer, publicOrigin), invite }), `consultation-booked:${row.id}`);
      await this.#queueReminders(row, publicOrigin);
    });
  }

  /** The new time with an invite that replaces the calendar's event (same UID, the raised SEQUENCE), and new reminders. */
  async rescheduled(row: ConsultationRow, previousStartsAt: string, expert: ExpertRow, origin: string | undefined): Promise<void> {
    const key = `consultation-rescheduled:${row.id}:${row.calendar_sequence}`;
    await this.#ask(row, key, origin, async (customer, publicOrigin) => {
      const invite = this.#invite(row, expert, 'REQUEST', customer);
      await this.#deps.sendMail(consultationRescheduledMail({ ...this.#mailInput(row, expert, customer, publicOrigin), previousStartsAt, invite }), key);
      await this.#queueReminders(row, publicOrigin);
    });
  }

  /** The cancellation with the invite that removes the event; the reminders queued find it cancelled and do nothing. */
  async cancelled(row: ConsultationRow, expert: ExpertRow, cancelledBy: 'customer' | 'expert', origin: string | undefined): Promise<void> {
    const key = `consultation-cancelled:${row.id}`;
    await this.#ask(row, key, origin, async (customer, publicOrigin) => {
      const invite = this.#invite(row, expert, 'CANCEL', customer);
      await this.#deps.sendMail(consultationCancelledMail({ ...this.#mailInput(row, expert, customer, publicOrigin), cancelledBy, invite }), key);
    });
  }

  /**
   * The reminder job: mails only when the consultation is still booked at the start it was queued for, has not begun
   * nor come closer than half the promised lead (a job run late would say "in 24 hours" of a consultation an hour
   * away), and the customer still wants reminders.
   */
  async remind(reminder: ConsultationReminder): Promise<void> {
    const { db, preferences, sendMail } = this.#deps;
    const row = await findConsultation(db, reminder.consultationId);
    if (!row || row.status !== 'booked' || row.starts_at !== reminder.startsAt) return;
    const lead = Date.parse(row.starts_at) - this.#deps.now().getTime();
    if (lead <= (reminder.hoursBefore * HOUR_MS) / 2) return;
    const [customer, expert] = await Promise.all([this.#customer(row), findExpertById(db, row.expert_id)]);
    if (!customer || !expert) return;
    if (!(await preferences.wants(row.customer_user_id, 'reminders'))) return;
    const unsubscribeToken = await preferences.unsubscribeToken(row.customer_user_id, 'reminders');
    const key = consultationReminderKey(row.id, row.starts_at, reminder.hoursBefore);
    await sendMail(
      consultationReminderMail({ ...this.#mailInput(row, expert, customer, reminder.origin), hoursBefore: reminder.hoursBefore, unsubscribeToken }),
      key,
    );
  }

  /** The reminders whose time is still ahead; one already due at booking is not queued. */
  async #queueReminders(row: ConsultationRow, origin: string): Promise<void> {
    const now = this.#deps.now().getTime();
    for (const hoursBefore of REMINDER_HOURS) {
      const runAt = new Date(Date.parse(row.starts_at) - hoursBefore * HOUR_MS);
      if (runAt.getTime() <= now) continue;
      await this.#deps.jobs.enqueue(
        CONSULTATION_REMINDER_JOB,
        { consultationId: row.id, startsAt: row.starts_at, hoursBefore, origin },
        { runAt, key: consultationReminderKey(row.id, row.starts_at, hoursBefore) },
      );
    }
  }

  /**
   * Asks for a mail after the change committed. No mail for an address nothing reaches (a demo account), nor without
   * an origin for its links (a warning). A mail that cannot be queued is logged, not thrown: the booking is saved, and
   * an error would only invite the customer to repeat a change that succeeded.
   */
  async #ask(row: ConsultationRow, key: string, origin: string | undefined, send: (customer: Customer, origin: string) => Promise<void>): Promise<void> {
    const { logger } = this.#deps;
    try {
      const customer = await this.#customer(row);
      if (!customer) return;
      if (origin === undefined) {
        logger.warn(
          { consultationId: row.id, mail: key },
          'A consultation mail was not sent: no public origin is configured to build its links (GUARDIANS_PUBLIC_ORIGIN)',
        );
        return;
      }
      await send(customer, origin);
    } catch (error) {
      logger.error({ err: error, consultationId: row.id, mail: key }, 'A consultation mail or its reminders could not be queued; the booking itself is saved');
    }
  }

  async #customer(row: ConsultationRow): Promise<Customer | undefined> {
    const account = (await accountNamesByIds(this.#deps.db, [row.customer_user_id])).get(row.customer_user_id);
    return account && receivesMail(account.email) ? { email: account.email, name: account.displayName } : undefined;
  }

  #mailInput(row: ConsultationRow, expert: ExpertRow, customer: Customer, publicOrigin: string): ConsultationMailInput {
    return {
      to: customer.email,
      name: customer.name,
      publicOrigin,
      expertName: expert.name,
      profession: professionOf(expert),
      startsAt: row.starts_at,
      timeZone: CONSULTATION_MAIL_TIME_ZONE,
    };
  }

  #invite(row: ConsultationRow, expert: ExpertRow, method: CalendarMethod, customer: Customer): CalendarFile {
    return consultationCalendar(calendarConsultation(row), { name: expert.name, profession: professionOf(expert) }, method, customer);
  }
}

/** The row as the calendar file reads it. */
export function calendarConsultation(row: ConsultationRow): CalendarConsultation {
  return {
    id: row.id,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    notes: row.notes,
    cancelled: row.status === 'cancelled',
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    sequence: row.calendar_sequence,
    joinUrl: row.join_url,
  };
}
