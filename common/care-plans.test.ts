import { describe, expect, it } from 'vitest';
import { checkInOpen, duePlanNudges, planStatus } from './care-plans';
import type { PlanNudgeKind, PlanTimeline } from './care-plans';

const SENT = '2026-11-01T09:00:00.000Z';
const at = (days: number, hours = 0) => new Date(Date.parse(SENT) + days * 86_400_000 + hours * 3_600_000);
const plan = (fields: Partial<PlanTimeline> = {}): PlanTimeline => ({
  sentAt: SENT,
  viewedAt: null,
  orderedAt: null,
  reminderSentAt: null,
  checkInAskedAt: null,
  checkInAnsweredAt: null,
  ...fields,
});

describe('duePlanNudges', () => {
  const cases: [string, PlanTimeline, Date, PlanNudgeKind[]][] = [
    ['nothing on the day it is sent', plan(), at(0), []],
    ['nothing an hour before day 3', plan(), at(2, 23), []],
    ['the order reminder on day 3', plan(), at(3), ['order_reminder']],
    ['the reminder only once', plan({ reminderSentAt: at(3).toISOString() }), at(5), []],
    ['no reminder for an ordered plan', plan({ orderedAt: at(1).toISOString() }), at(4), []],
    ['a viewed plan not ordered is still reminded', plan({ viewedAt: at(1).toISOString() }), at(3, 1), ['order_reminder']],
    ['the check-in on day 7 after the reminder', plan({ reminderSentAt: at(3).toISOString() }), at(7), ['check_in']],
    ['the check-in on day 7 for an ordered plan', plan({ orderedAt: at(1).toISOString() }), at(7), ['check_in']],
    ['both when the client was away for a week', plan(), at(8), ['order_reminder', 'check_in']],
    ['the check-in only once', plan({ reminderSentAt: at(3).toISOString(), checkInAskedAt: at(7).toISOString() }), at(30), []],
    ['nothing before the sent date (a clock behind)', plan(), at(-1), []],
  ];
  it.each(cases)('%s', (_name, timeline, now, expected) => {
    expect(duePlanNudges(timeline, now)).toEqual(expected);
  });
});

describe('planStatus', () => {
  it.each([
    [plan(), 'sent'],
    [plan({ viewedAt: SENT }), 'viewed'],
    [plan({ viewedAt: SENT, orderedAt: SENT }), 'ordered'],
    [plan({ orderedAt: SENT }), 'ordered'],
  ] as const)('%o is %s', (timeline, status) => {
    expect(planStatus(timeline)).toBe(status);
  });
});

describe('checkInOpen', () => {
  it.each([
    [plan(), at(6, 23), false],
    [plan(), at(7), true],
    [plan({ checkInAnsweredAt: at(7, 1).toISOString() }), at(8), false],
  ] as const)('%o at %s is %s', (timeline, now, open) => {
    expect(checkInOpen(timeline, now)).toBe(open);
  });
});
