import { describe, expect, it } from 'vitest';
import { addMonths, dayInZone, lastDayOf, monthWeeks, slotsByDay } from './calendar-days';

describe('the booking calendar’s days', () => {
  it('puts an instant on the day it is in the zone, not in UTC', () => {
    expect(dayInZone('2026-12-03T03:00:00.000Z', 'UTC')).toBe('2026-12-03');
    expect(dayInZone('2026-12-03T03:00:00.000Z', 'America/New_York')).toBe('2026-12-02');
    expect(dayInZone('2026-12-03T20:00:00.000Z', 'Asia/Kolkata')).toBe('2026-12-04');
  });

  it('lays a month out in Monday-first weeks, with blanks before the 1st and after the last day', () => {
    // 1 December 2026 is a Tuesday, 31 December a Thursday.
    const weeks = monthWeeks('2026-12');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(weeks[4]).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    // February 2027 starts on a Monday and fills four weeks exactly.
    expect(monthWeeks('2027-02').flat().filter(Boolean)).toHaveLength(28);
    expect(monthWeeks('2027-02')).toHaveLength(4);
  });

  it('moves between months across a year and knows their last day', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
    expect(lastDayOf('2026-12')).toBe('2026-12-31');
  });

  it("groups slots by the visitor's day, earliest first", () => {
    const slots = ['2026-12-04T01:00:00.000Z', '2026-12-03T14:30:00.000Z', '2026-12-03T16:00:00.000Z'];
    expect([...slotsByDay(slots, 'America/New_York')]).toEqual([
      ['2026-12-03', ['2026-12-03T14:30:00.000Z', '2026-12-03T16:00:00.000Z', '2026-12-04T01:00:00.000Z']],
    ]);
    expect([...slotsByDay(slots, 'UTC')]).toEqual([
      ['2026-12-03', ['2026-12-03T14:30:00.000Z', '2026-12-03T16:00:00.000Z']],
      ['2026-12-04', ['2026-12-04T01:00:00.000Z']],
    ]);
  });
});
