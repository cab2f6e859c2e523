import { describe, expect, it } from 'vitest';
import { renewalReminderDue } from './subscriptions';
import type { SubscriptionStatus } from './subscriptions';

const RENEWAL = '2027-02-03T09:00:00.000Z';
const hoursBefore = (hours: number) => new Date(Date.parse(RENEWAL) - hours * 3_600_000);

describe('renewalReminderDue', () => {
  const cases: [string, SubscriptionStatus, string | null, string | null, Date, boolean][] = [
    ['not yet four days before', 'active', RENEWAL, null, hoursBefore(73), false],
    ['three days before', 'active', RENEWAL, null, hoursBefore(72), true],
    ['an hour before', 'active', RENEWAL, null, hoursBefore(1), true],
    ['not once the renewal is due (it is being placed)', 'active', RENEWAL, null, hoursBefore(0), false],
    ['not after "Keep it" for this renewal', 'active', RENEWAL, RENEWAL, hoursBefore(10), false],
    ['again for a later renewal after "Keep it" for an earlier one', 'active', RENEWAL, '2027-01-04T09:00:00.000Z', hoursBefore(10), true],
    ['not while paused', 'paused', null, null, hoursBefore(10), false],
    ['not once cancelled', 'cancelled', null, null, hoursBefore(10), false],
  ];
  it.each(cases)('%s', (_name, status, nextRenewalAt, reminderKeptFor, now, due) => {
    expect(renewalReminderDue({ status, nextRenewalAt, reminderKeptFor }, now)).toBe(due);
  });
});
