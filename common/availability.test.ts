import { describe, expect, it } from 'vitest';
import {
  clockTime,
  isKnownTimeZone,
  isSlotStart,
  localDate,
  localDayBounds,
  minutesOfClock,
  slotStartsBetween,
  windowProblems,
  zonedInstant,
} from './availability';
import type { Schedule } from './availability';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

function schedule(timeZone: string, windows: Schedule['windows'], extra: Partial<Schedule> = {}): Schedule {
  return { timeZone, sessionMinutes: 30, bufferMinutes: 0, windows, timeOff: [], ...extra };
}

function iso(dates: readonly Date[]): string[] {
  return dates.map((date) => date.toISOString());
}

const nineToTen = EVERY_DAY.map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 9 * 60 + 30 }));

describe('slotStartsBetween across daylight-saving switches', () => {
  it.each([
    // Europe/London: BST from Sunday 29 March 2026 until Sunday 25 October 2026.
    ['Europe/London', '2026-03-28', ['2026-03-28T09:00:00.000Z', '2026-03-29T08:00:00.000Z', '2026-03-30T08:00:00.000Z']],
    ['Europe/London', '2026-10-24', ['2026-10-24T08:00:00.000Z', '2026-10-25T09:00:00.000Z', '2026-10-26T09:00:00.000Z']],
    // America/New_York: EDT from Sunday 8 March 2026 until Sunday 1 November 2026.
    ['America/New_York', '2026-03-07', ['2026-03-07T14:00:00.000Z', '2026-03-08T13:00:00.000Z', '2026-03-09T13:00:00.000Z']],
    ['America/New_York', '2026-10-31', ['2026-10-31T13:00:00.000Z', '2026-11-01T14:00:00.000Z', '2026-11-02T14:00:00.000Z']],
  ])('%s: 09:00 local stays 09:00 local over the switch after %s', (timeZone, firstDay, expected) => {
    const from = new Date(`${firstDay}T00:00:00Z`);
    const to = new Date(from.getTime() + 3 * 24 * 60 * 60_000);
    expect(iso(slotStartsBetween(schedule(timeZone, nineToTen), from, to))).toEqual(expected);
  });

  it('skips the wall times that do not exist when clocks go forward (London, 29 March 2026)', () => {
    const night = [{ weekday: 0, startMinute: 30, endMinute: 180 }];
    const slots = slotStartsBetween(schedule('Europe/London', night), new Date('2026-03-28T12:00:00Z'), new Date('2026-03-29T12:00:00Z'));
    // 00:30 GMT; 01:00 and 01:30 never happen; then 02:00 and 02:30 BST (01:00 and 01:30 UTC).
    expect(iso(slots)).toEqual(['2026-03-29T00:30:00.000Z', '2026-03-29T01:00:00.000Z', '2026-03-29T01:30:00.000Z']);
  });

  it('offers a wall time that happens twice (clocks go back) once, at its first occurrence', () => {
    const night = [{ weekday: 0, startMinute: 30, endMinute: 180 }];
    const slots = slotStartsBetween(schedule('Europe/London', night), new Date('2026-10-24T12:00:00Z'), new Date('2026-10-25T12:00:00Z'));
    expect(iso(slots)).toEqual([
      '2026-10-24T23:30:00.000Z',
      '2026-10-25T00:00:00.000Z',
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T02:00:00.000Z',
      '2026-10-25T02:30:00.000Z',
    ]);
  });
});

describe('slotStartsBetween', () => {
  const monday = [{ weekday: 1, startMinute: 9 * 60, endMinute: 11 * 60 }];

  it('puts the buffer between slots and never lets a slot overrun the window', () => {
    const slots = slotStartsBetween(
      schedule('Asia/Kolkata', monday, { sessionMinutes: 45, bufferMinutes: 15 }),
      new Date('2026-06-01T00:00:00Z'),
      new Date('2026-06-02T00:00:00Z'),
    );
    // 09:00 and 10:00 IST (+05:30); 11:00 would end at 11:45.
    expect(iso(slots)).toEqual(['2026-06-01T03:30:00.000Z', '2026-06-01T04:30:00.000Z']);
  });

  it('leaves out slots in time off, even partly, and slots already started', () => {
    const timeOff = [{ startsAt: new Date('2026-06-01T04:40:00Z'), endsAt: new Date('2026-06-01T04:50:00Z') }];
    const slots = slotStartsBetween(schedule('Asia/Kolkata', monday, { timeOff }), new Date('2026-06-01T03:30:00Z'), new Date('2026-06-02T00:00:00Z'));
    // 09:00 IST (03:30Z) has started; 09:30 is free; 10:10–10:20 is off, so the 10:00 slot is not offered; 10:30 is free.
    expect(iso(slots)).toEqual(['2026-06-01T04:00:00.000Z', '2026-06-01T05:00:00.000Z']);
  });

  it('reaches into the next UTC day for an evening window east of Greenwich and the previous one west of it', () => {
    const late = [{ weekday: 1, startMinute: 23 * 60, endMinute: 24 * 60 }];
    expect(
      iso(slotStartsBetween(schedule('America/Los_Angeles', late, { sessionMinutes: 60 }), new Date('2026-06-01T00:00:00Z'), new Date('2026-06-03T00:00:00Z'))),
    ).toEqual(['2026-06-02T06:00:00.000Z']);
    const early = [{ weekday: 1, startMinute: 0, endMinute: 60 }];
    expect(
      iso(slotStartsBetween(schedule('Asia/Tokyo', early, { sessionMinutes: 60 }), new Date('2026-05-31T00:00:00Z'), new Date('2026-06-02T00:00:00Z'))),
    ).toEqual(['2026-05-31T15:00:00.000Z']);
  });
});

describe('isSlotStart', () => {
  const tuesday = schedule('America/New_York', [{ weekday: 2, startMinute: 9 * 60, endMinute: 10 * 60 }]);

  it('accepts exactly the starts of future slots', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    expect(isSlotStart(tuesday, new Date('2026-03-10T13:00:00Z'), now)).toBe(true); // 09:00 EDT
    expect(isSlotStart(tuesday, new Date('2026-03-10T13:30:00Z'), now)).toBe(true);
    expect(isSlotStart(tuesday, new Date('2026-03-03T14:00:00Z'), now)).toBe(true); // 09:00 EST
    expect(isSlotStart(tuesday, new Date('2026-03-03T13:00:00Z'), now)).toBe(false); // 08:00 EST
    expect(isSlotStart(tuesday, new Date('2026-03-10T13:15:00Z'), now)).toBe(false);
    expect(isSlotStart(tuesday, new Date('2026-03-10T14:00:00Z'), now)).toBe(false); // would end 10:30
    expect(isSlotStart(tuesday, new Date('2026-03-10T13:00:00Z'), new Date('2026-03-10T13:00:00Z'))).toBe(false); // not in the past
  });
});

describe('weekly hours', () => {
  it('reads and writes clock times', () => {
    expect(minutesOfClock('09:30')).toBe(570);
    expect(minutesOfClock('24:00')).toBe(1440);
    expect(minutesOfClock('24:30')).toBeUndefined();
    expect(minutesOfClock('9:30')).toBeUndefined();
    expect(minutesOfClock('09:60')).toBeUndefined();
    expect(clockTime(570)).toBe('09:30');
  });

  it('names overlaps, inverted windows and off-grid times', () => {
    expect(
      windowProblems([
        { weekday: 1, startMinute: 540, endMinute: 720 },
        { weekday: 2, startMinute: 540, endMinute: 720 },
      ]),
    ).toEqual([]);
    expect(
      windowProblems([
        { weekday: 1, startMinute: 540, endMinute: 720 },
        { weekday: 1, startMinute: 690, endMinute: 780 },
      ]),
    ).toEqual(['Monday 09:00–12:00 overlaps 11:30–13:00.']);
    expect(windowProblems([{ weekday: 3, startMinute: 600, endMinute: 540 }])).toEqual(['Wednesday 10:00–09:00 ends before it starts.']);
    expect(windowProblems([{ weekday: 5, startMinute: 545, endMinute: 600 }])).toEqual(['Friday 09:05–10:00 is not on a quarter hour.']);
  });

  it('knows IANA time zones', () => {
    expect(isKnownTimeZone('Europe/London')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
  });
});

describe('local days', () => {
  it('gives a switch day its 23 or 25 hours and names the local date of an instant', () => {
    const spring = localDayBounds('2026-03-29', 'Europe/London');
    expect([spring.from.toISOString(), spring.to.toISOString()]).toEqual(['2026-03-29T00:00:00.000Z', '2026-03-29T23:00:00.000Z']);
    const autumn = localDayBounds('2026-11-01', 'America/New_York');
    expect((autumn.to.getTime() - autumn.from.getTime()) / 3_600_000).toBe(25);
    expect(localDate(new Date('2026-06-01T20:00:00Z'), 'Asia/Kolkata')).toBe('2026-06-02');
    expect(zonedInstant('Europe/London', 2026, 2, 29, 60)).toBeUndefined();
  });
});
