// A shared plan's reminders by mail (issue 42): on day 3 while it is not ordered, and on day 7 the check-in question
// while it is not answered. Jobs queued with the plan, at the day they are for; each looks the plan up when it runs,
// so an order or an answer in between means no mail, and only a client who still wants reminders gets one. The in-app
// nudges (client-plans.ts) are told apart from these: a client may see both, in the app and in the inbox.
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { z } from 'zod';
import { PLAN_CHECK_IN_DAYS, PLAN_NUDGE_KINDS, PLAN_ORDER_REMINDER_DAYS } from '@common/care-plans';
import type { PlanNudgeKind } from '@common/care-plans';
import { receivesMail } from '@common/email';
import type { Database } from '../../db/schema';
import { defineJob } from '../../jobs/job-queue';
import type { JobQueue } from '../../jobs/job-queue';
import type { SendMail } from '../../mail/mail-jobs';
import type { MailPreferences } from '../../mail/mail-preferences';
import { carePlanCheckInMail, carePlanOrderReminderMail } from '../../mail/templates/care-mails';
import { accountNamesByIds } from '../accounts/accounts.exports';
import { practitionersOf } from '../experts/experts.exports';
import type { PlanViews } from './plan-views';
import { findPlanOfCustomer } from './protocols.repository';
import type { PlanRow } from './protocols.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

const REMINDER_DAYS: Readonly<Record<PlanNudgeKind, number>> = { order_reminder: PLAN_ORDER_REMINDER_DAYS, check_in: PLAN_CHECK_IN_DAYS };

export const CARE_PLAN_REMINDER_JOB = defineJob({
  name: 'care-plan.reminder',
  payload: z.object({
    planId: z.string().min(1).max(64),
    customerId: z.string().min(1).max(64),
    kind: z.enum(PLAN_NUDGE_KINDS),
    /** The origin of the mail's links, taken from the request that sent the plan. */
    origin: z.string().max(200),
  }),
});
export type CarePlanReminder = z.infer<typeof CARE_PLAN_REMINDER_JOB.payload>;

/** The reminder job's key, and its mail's: one per plan and kind. */
export function carePlanReminderKey(planId: string, kind: PlanNudgeKind): string {
  return `care-plan-${kind === 'order_reminder' ? 'order-reminder' : 'check-in'}:${planId}`;
}

export interface PlanReminderDependencies {
  db: Kysely<Database>;
  jobs: JobQueue;
  sendMail: SendMail;
  preferences: MailPreferences;
  /** Marks a plan ordered when its items were bought since the client asked for them, as every view of it does. */
  views: Pick<PlanViews, 'reconciled'>;
  logger: Logger;
}

export class PlanReminders {
  readonly #deps: PlanReminderDependencies;

  constructor(deps: PlanReminderDependencies) {
    this.#deps = deps;
    deps.jobs.handle(CARE_PLAN_REMINDER_JOB, (reminder) => this.remind(reminder));
  }

  /** Queues both reminders of a plan just sent; a failure is logged, the plan and its in-app nudges stand. */
  async queue(plan: PlanRow, origin: string): Promise<void> {
    try {
      for (const kind of PLAN_NUDGE_KINDS) {
        await this.#deps.jobs.enqueue(
          CARE_PLAN_REMINDER_JOB,
          { planId: plan.id, customerId: plan.customer_id, kind, origin },
          { runAt: new Date(Date.parse(plan.sent_at) + REMINDER_DAYS[kind] * DAY_MS), key: carePlanReminderKey(plan.id, kind) },
        );
      }
    } catch (error) {
      this.#deps.logger.error({ err: error, planId: plan.id }, "A plan's reminder mails could not be queued; the plan is saved");
    }
  }

  /** The job: a mail only while the plan still needs it and the client still wants reminders. */
  async remind(reminder: CarePlanReminder): Promise<void> {
    const { db, preferences, sendMail, views } = this.#deps;
    const found = await findPlanOfCustomer(db, reminder.customerId, reminder.planId);
    if (!found) return;
    const [plan] = await views.reconciled([found]);
    if (!plan) return;
    if (reminder.kind === 'order_reminder' && plan.ordered_at !== null) return;
    if (reminder.kind === 'check_in' && plan.check_in_at !== null) return;
    const [clients, practitioners] = await Promise.all([accountNamesByIds(db, [plan.customer_id]), practitionersOf(db, [plan.practitioner_user_id])]);
    const client = clients.get(plan.customer_id);
    const practitioner = practitioners.get(plan.practitioner_user_id);
    if (!client || !receivesMail(client.email) || !practitioner?.profession) return;
    if (!(await preferences.wants(plan.customer_id, 'reminders'))) return;
    const input = {
      to: client.email,
      name: client.displayName,
      publicOrigin: reminder.origin,
      practitionerName: practitioner.name,
      profession: practitioner.profession,
      unsubscribeToken: await preferences.unsubscribeToken(plan.customer_id, 'reminders'),
    };
    const mail = reminder.kind === 'order_reminder' ? carePlanOrderReminderMail(input) : carePlanCheckInMail(input);
    await sendMail(mail, carePlanReminderKey(plan.id, reminder.kind));
  }
}
