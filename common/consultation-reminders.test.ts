import { describe, expect, it } from 'vitest';
import {
  isWithinReminderWindow,
  minutesUntilStart,
  REMINDER_TITLE_MAX,
  reminderBody,
  reminderRoute,
  reminderTitle,
  UNNAMED_CLIENT,
} from './consultation-reminders';

const now = new Date('2026-11-23T04:22:30.000Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('consultation reminder window', () => {
  it('covers starts after now and up to 10 minutes ahead', () => {
    expect(isWithinReminderWindow(at(8), now)).toBe(true);
    expect(isWithinReminderWindow(at(10), now)).toBe(true);
    expect(isWithinReminderWindow(at(10.01), now)).toBe(false);
    expect(isWithinReminderWindow(at(0), now)).toBe(false);
    expect(isWithinReminderWindow(at(-1), now)).toBe(false);
  });

  it('rounds the minutes left up, and says at least 1', () => {
    expect(minutesUntilStart(at(7.5), now)).toBe(8);
    expect(minutesUntilStart(at(8), now)).toBe(8);
    expect(minutesUntilStart(at(0.1), now)).toBe(1);
  });
});

describe('consultation reminder wording', () => {
  const startsAt = at(7.5);

  it('names the expert to the customer and the customer to the expert, with the time', () => {
    const customer = { side: 'customer' as const, otherName: 'Dr. Ananya Sharma', startsAt, sessionMinutes: 30, now };
    expect(reminderTitle(customer)).toBe('Consultation with Dr. Ananya Sharma starts in 8 minutes');
    expect(reminderBody(customer)).toBe('Your 30-minute consultation starts at 04:30 UTC. Open your consultations to get ready.');
    const expert = { side: 'expert' as const, otherName: '  Asha   Patel ', startsAt: at(1), sessionMinutes: 45, now };
    expect(reminderTitle(expert)).toBe('Consultation with Asha Patel starts in 1 minute');
    expect(reminderBody(expert)).toContain('45-minute');
  });

  it('stands in for a missing name and shortens a long one so the title fits a native notification', () => {
    expect(reminderTitle({ side: 'expert', otherName: '', startsAt, sessionMinutes: 30, now })).toBe(`Consultation with ${UNNAMED_CLIENT} starts in 8 minutes`);
    const long = reminderTitle({ side: 'expert', otherName: 'N'.repeat(300), startsAt, sessionMinutes: 30, now });
    expect(long.length).toBeLessThanOrEqual(REMINDER_TITLE_MAX);
    expect(long).toMatch(/… starts in 8 minutes$/);
  });

  it('sends the customer to the consultation page and the expert to their partner dashboard', () => {
    expect(reminderRoute('customer', 'doctor')).toBe('/consultation');
    expect(reminderRoute('expert', 'health_coach')).toBe('/partner/health-coach-dashboard');
    expect(reminderRoute('expert', 'ayurvedic')).toBe('/partner/ayurvedic-dashboard');
  });
});
