import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatDisplayDateOrNA, formatUtcDay } from './dates';

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

describe('formatUtcDay', () => {
  const DAY_MS = 86_400_000;
  const long = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const parts = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  /** Intl's day, month and year (en-US short months: 'Sep', where en-GB now writes 'Sept'), day first. */
  const intlShort = (moment: Date) => {
    const part = (type: string) => parts.formatToParts(moment).find((each) => each.type === type)?.value;
    return `${part('day')} ${part('month')} ${part('year')}`;
  };

  it.each(['UTC', 'Pacific/Kiritimati', 'America/Adak'])('writes the UTC day as Intl does, for every day of four years, late and early, in %s', (zone) => {
    const before = process.env.TZ;
    process.env.TZ = zone;
    try {
      for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2028, 0, 1); at += DAY_MS) {
        for (const moment of [new Date(at), new Date(at + DAY_MS - 1)]) {
          expect(formatUtcDay(moment, 'long')).toBe(long.format(moment));
          expect(formatUtcDay(moment.toISOString())).toBe(intlShort(moment));
        }
      }
    } finally {
      process.env.TZ = before;
    }
  });

  it('reads epoch milliseconds and years before 100, and says so for a value that is not a date', () => {
    expect(formatUtcDay(Date.UTC(2026, 8, 5, 23, 59))).toBe('5 Sep 2026');
    expect(formatUtcDay('2026-09-05T23:59:00.000Z', 'long')).toBe('5 September 2026');
    const early = new Date(Date.UTC(2026, 0, 1));
    early.setUTCFullYear(42);
    expect(formatUtcDay(early, 'long')).toBe(long.format(early));
    expect(() => formatUtcDay('not a date')).toThrow(new RangeError('Invalid time value'));
    expect(() => formatUtcDay(Number.NaN)).toThrow(RangeError);
  });
});
