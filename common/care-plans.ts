// Plans a practitioner sends to a client (issue 15, "Plans"): where a plan stands and which nudge is due, as pure
// functions of the plan's dates and an injected clock, so the rules are tested table-driven and the server's clock decides.

const DAY_MS = 24 * 60 * 60 * 1000;

/** A plan not ordered this many days after it was sent gets one reminder. */
export const PLAN_ORDER_REMINDER_DAYS = 3;
/** This many days after it was sent, the client is asked how the plan is going. */
export const PLAN_CHECK_IN_DAYS = 7;

export const PLAN_STATUSES = ['sent', 'viewed', 'ordered'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const PLAN_NUDGE_KINDS = ['order_reminder', 'check_in'] as const;
export type PlanNudgeKind = (typeof PLAN_NUDGE_KINDS)[number];

/** The dates of a plan that decide its status and nudges (ISO-8601 UTC strings, null when it has not happened). */
export interface PlanTimeline {
  sentAt: string;
  viewedAt: string | null;
  orderedAt: string | null;
  reminderSentAt: string | null;
  checkInAskedAt: string | null;
  checkInAnsweredAt: string | null;
}

/** The furthest step reached: ordered wins over viewed, viewed over sent. */
export function planStatus(plan: Pick<PlanTimeline, 'viewedAt' | 'orderedAt'>): PlanStatus {
  if (plan.orderedAt !== null) return 'ordered';
  if (plan.viewedAt !== null) return 'viewed';
  return 'sent';
}

function daysSince(iso: string, now: Date): number {
  return (now.getTime() - new Date(iso).getTime()) / DAY_MS;
}

/**
 * The nudges due now, each at most once in a plan's life: the order reminder from day 3 while the plan is not ordered,
 * the check-in from day 7 whatever was ordered. Both can be due at once when the client was away for a week.
 */
export function duePlanNudges(plan: PlanTimeline, now: Date): PlanNudgeKind[] {
  const age = daysSince(plan.sentAt, now);
  const due: PlanNudgeKind[] = [];
  if (plan.orderedAt === null && plan.reminderSentAt === null && age >= PLAN_ORDER_REMINDER_DAYS) due.push('order_reminder');
  if (plan.checkInAskedAt === null && age >= PLAN_CHECK_IN_DAYS) due.push('check_in');
  return due;
}

/** The check-in form shows once day 7 has come and until it is answered. */
export function checkInOpen(plan: Pick<PlanTimeline, 'sentAt' | 'checkInAnsweredAt'>, now: Date): boolean {
  return plan.checkInAnsweredAt === null && daysSince(plan.sentAt, now) >= PLAN_CHECK_IN_DAYS;
}

export const CHECK_IN_QUESTION = 'How is your plan going?';

export function nudgeTitle(kind: PlanNudgeKind): string {
  return kind === 'order_reminder' ? 'Your plan is waiting' : CHECK_IN_QUESTION;
}

export function nudgeBody(kind: PlanNudgeKind, practitionerName: string, planTitle: string): string {
  const who = practitionerName.trim() === '' ? 'Your practitioner' : practitionerName;
  return kind === 'order_reminder'
    ? `${who} sent you "${planTitle}". You can order all of it in one click from your profile.`
    : `It has been a week since ${who} sent you "${planTitle}". Tell them how it is going, from 1 to 5.`;
}
