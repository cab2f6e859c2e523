import { describe, expect, it } from 'vitest';
import { slotLabel, zoneAbbreviation, zonePlace } from './zone-time';

describe('slotLabel', () => {
  it.each([
    ['a New York visitor and a Kolkata expert', '2026-12-03T14:30:00.000Z', 'America/New_York', 'Asia/Kolkata', '9:30 AM your time · 8:00 PM in Kolkata (IST)'],
    ["the expert's next morning", '2026-12-03T23:00:00.000Z', 'America/New_York', 'Asia/Kolkata', '6:00 PM your time · 4:30 AM Fri in Kolkata (IST)'],
    ['a London visitor and a Berlin expert', '2026-12-03T09:00:00.000Z', 'Europe/London', 'Europe/Berlin', '9:00 AM your time · 10:00 AM in Berlin (CET)'],
    ['both in one zone', '2026-12-03T04:00:00.000Z', 'Asia/Kolkata', 'Asia/Kolkata', '9:30 AM your time (IST), as in Kolkata'],
  ])('names %s', (_label, instant, visitor, expert, expected) => {
    expect(slotLabel(instant, visitor, expert)).toBe(expected);
  });
});

describe('zone names', () => {
  it('uses the abbreviation an English locale knows, else the offset', () => {
    expect(zoneAbbreviation('2026-12-03T00:00:00Z', 'Asia/Kolkata')).toBe('IST');
    expect(zoneAbbreviation('2026-12-03T00:00:00Z', 'America/New_York')).toBe('EST');
    expect(zoneAbbreviation('2026-07-03T00:00:00Z', 'America/New_York')).toBe('EDT');
    expect(zoneAbbreviation('2026-12-03T00:00:00Z', 'Asia/Tokyo')).toBe('GMT+9');
  });

  it('names the place of a zone', () => {
    expect(zonePlace('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zonePlace('UTC')).toBe('UTC');
  });
});
