import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatDisplayDateOrNA } from './dates';

describe('formatDisplayDate', () => {
  it("formats as 'MMM d, yyyy' in the viewer's time zone", () => {
    const localEvening = new Date(2026, 10, 22, 21, 30);
    expect(formatDisplayDate(localEvening)).toBe('Nov 22, 2026');
    expect(formatDisplayDate(localEvening.toISOString())).toBe('Nov 22, 2026');
    expect(formatDisplayDate(localEvening.getTime())).toBe('Nov 22, 2026');
    expect(formatDisplayDate(new Date(2027, 0, 3))).toBe('Jan 3, 2027');
  });

  it('reads a date-only string as that calendar day, whatever the time zone', () => {
    expect(formatDisplayDate('2026-11-22')).toBe('Nov 22, 2026');
  });

  it.each([null, undefined, '', '   '])('shows N/A for a missing date (%j)', (value) => {
    expect(formatDisplayDate(value)).toBe('N/A');
  });

  it.each(['not a date', '2026-13-45', 'Nov 22, 2026'])("throws RangeError 'Invalid time value' for %j", (value) => {
    expect(() => formatDisplayDate(value)).toThrow(new RangeError('Invalid time value'));
  });

  it("throws 'Invalid time value' for an invalid Date and for NaN", () => {
    expect(() => formatDisplayDate(new Date('garbage'))).toThrow(RangeError);
    expect(() => formatDisplayDate(Number.NaN)).toThrow('Invalid time value');
  });
});

describe('formatDisplayDateOrNA', () => {
  it('formats valid dates the same way', () => {
    expect(formatDisplayDateOrNA('2026-11-22')).toBe('Nov 22, 2026');
  });

  it('shows N/A instead of throwing for an invalid or missing date', () => {
    expect(formatDisplayDateOrNA('not a date')).toBe('N/A');
    expect(formatDisplayDateOrNA(null)).toBe('N/A');
  });
});
