// A test kit's follow-up by mail (issue 42): when the shop order of a kit is delivered, a job is queued for a week
// later; when it runs and the kit's lab order still waits for its sample, the customer is reminded to post it (once,
// and only while they want reminders). A sample received, or a kit cancelled, in between means no mail.
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { z } from 'zod';
import { receivesMail } from '@common/email';
import type { Database } from '../../db/schema';
import { defineJob } from '../../jobs/job-queue';
import type { JobQueue } from '../../jobs/job-queue';
import type { SendMail } from '../../mail/mail-jobs';
import type { MailPreferences } from '../../mail/mail-preferences';
import { labKitSampleReminderMail } from '../../mail/templates/care-mails';
import { accountNamesByIds } from '../accounts/accounts.exports';
import { findLabOrder, findLabOrderOfShopOrder } from './labs.repository';

/** Days after the kit's delivery before a sample still missing is asked for. */
export const KIT_SAMPLE_REMINDER_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export const KIT_SAMPLE_REMINDER_JOB = defineJob({
  name: 'labs.kit-sample-reminder',
  payload: z.object({
    labOrderId: z.string().min(1).max(64),
    /** The origin of the mail's links, taken from the request that marked the kit delivered. */
    origin: z.string().max(200),
  }),
});
export type KitSampleReminder = z.infer<typeof KIT_SAMPLE_REMINDER_JOB.payload>;

/** The job's key, and its mail's: one per kit. */
export function kitSampleReminderKey(labOrderId: string): string {
  return `lab-kit-sample-reminder:${labOrderId}`;
}

export interface KitSampleReminderDependencies {
  db: Kysely<Database>;
  jobs: JobQueue;
  sendMail: SendMail;
  preferences: MailPreferences;
  logger: Logger;
  now: () => Date;
}

export class KitSampleReminders {
  readonly #deps: KitSampleReminderDependencies;

  constructor(deps: KitSampleReminderDependencies) {
    this.#deps = deps;
    deps.jobs.handle(KIT_SAMPLE_REMINDER_JOB, (reminder) => this.remind(reminder));
  }

  /** The shop order `shopOrderId` was delivered: a kit in it waiting for its sample gets its reminder queued. */
  async delivered(shopOrderId: string, origin: string | undefined): Promise<void> {
    const { db, jobs, logger, now } = this.#deps;
    try {
      const row = await findLabOrderOfShopOrder(db, shopOrderId);
      if (!row || row.source !== 'kit' || row.status !== 'ordered') return;
      if (origin === undefined) {
        logger.warn(
          { labOrderId: row.id },
          "A kit's sample reminder was not queued: no public origin is configured to build its links (GUARDIANS_PUBLIC_ORIGIN)",
        );
        return;
      }
      await jobs.enqueue(
        KIT_SAMPLE_REMINDER_JOB,
        { labOrderId: row.id, origin },
        { runAt: new Date(now().getTime() + KIT_SAMPLE_REMINDER_DAYS * DAY_MS), key: kitSampleReminderKey(row.id) },
      );
    } catch (error) {
      // The delivery is recorded; only the reminder is missing.
      logger.error({ err: error, shopOrderId }, "A kit's sample reminder could not be queued; the delivery is recorded");
    }
  }

  async remind(reminder: KitSampleReminder): Promise<void> {
    const { db, preferences, sendMail } = this.#deps;
    const row = await findLabOrder(db, reminder.labOrderId);
    if (!row || row.source !== 'kit' || row.status !== 'ordered') return;
    const customer = (await accountNamesByIds(db, [row.customer_id])).get(row.customer_id);
    if (!customer || !receivesMail(customer.email)) return;
    if (!(await preferences.wants(row.customer_id, 'reminders'))) return;
    const mail = labKitSampleReminderMail({
      to: customer.email,
      name: customer.displayName,
      publicOrigin: reminder.origin,
      deliveredDaysAgo: KIT_SAMPLE_REMINDER_DAYS,
      unsubscribeToken: await preferences.unsubscribeToken(row.customer_id, 'reminders'),
    });
    await sendMail(mail, kitSampleReminderKey(row.id));
  }
}
