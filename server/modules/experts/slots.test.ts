import { describe, expect, it } from 'vitest';
import { clockTime, isSlotStart, slotStartsBetween } from './slots';

// Monday 03:30–05:00 UTC in 30-minute slots, and Saturday 10:00–11:00 in one slot.
const windows = [
  { weekday: 1, startMinute: 210, endMinute: 300 },
  { weekday: 6, startMinute: 600, endMinute: 660 },
];

describe('slotStartsBetween', () => {
  it('lists every slot of the windows in the range, soonest first, and none that would overrun a window', () => {
    // 2026-06-01 is a Monday.
    const slots = slotStartsBetween(windows, 30, new Date('2026-06-01T00:00:00Z'), new Date('2026-06-08T00:00:00Z'));
    expect(slots.map((slot) => slot.toISOString())).toEqual([
      '2026-06-01T03:30:00.000Z',
      '2026-06-01T04:00:00.000Z',
      '2026-06-01T04:30:00.000Z',
      '2026-06-06T10:00:00.000Z',
      '2026-06-06T10:30:00.000Z',
    ]);
    expect(slotStartsBetween(windows, 45, new Date('2026-06-01T00:00:00Z'), new Date('2026-06-02T00:00:00Z')).map((slot) => slot.toISOString())).toEqual([
      '2026-06-01T03:30:00.000Z',
      '2026-06-01T04:15:00.000Z',
    ]);
  });

  it('leaves out slots that already started', () => {
    const slots = slotStartsBetween(windows, 30, new Date('2026-06-01T04:00:00Z'), new Date('2026-06-02T00:00:00Z'));
    expect(slots.map((slot) => slot.toISOString())).toEqual(['2026-06-01T04:30:00.000Z']);
  });
});

describe('isSlotStart', () => {
  it('accepts exactly the starts of slots', () => {
    expect(isSlotStart(windows, 30, new Date('2026-06-08T04:30:00Z'))).toBe(true);
    expect(isSlotStart(windows, 30, new Date('2026-06-08T04:45:00Z'))).toBe(false);
    expect(isSlotStart(windows, 30, new Date('2026-06-08T05:00:00Z'))).toBe(false);
    expect(isSlotStart(windows, 30, new Date('2026-06-09T04:30:00Z'))).toBe(false);
    expect(isSlotStart(windows, 30, new Date('2026-06-08T04:30:01Z'))).toBe(false);
  });
});

describe('clockTime', () => {
  it('writes minutes after midnight as HH:MM', () => {
    expect(clockTime(210)).toBe('03:30');
    expect(clockTime(0)).toBe('00:00');
    expect(clockTime(1439)).toBe('23:59');
  });
});
