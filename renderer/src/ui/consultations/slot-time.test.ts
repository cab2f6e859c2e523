import { describe, expect, it } from 'vitest';
import { formatSlot } from './slot-time';

describe('formatSlot', () => {
  it('names the time zone beside the time, so a slot is never read in the wrong one', () => {
    expect(formatSlot('2026-11-24T03:30:00.000Z', 'UTC')).toBe('Tue, Nov 24, 3:30 AM UTC');
    expect(formatSlot('2026-11-24T03:30:00.000Z', 'Asia/Kolkata')).toBe('Tue, Nov 24, 9:00 AM GMT+5:30');
    expect(formatSlot('2026-11-24T03:30:00.000Z', 'America/New_York')).toBe('Mon, Nov 23, 10:30 PM EST');
  });

  it("uses the reader's own zone by default", () => {
    expect(formatSlot('2026-11-24T03:30:00.000Z')).toMatch(/\d{1,2}:\d{2} (AM|PM) \S+/);
  });
});
